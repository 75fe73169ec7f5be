import { cutStrByFullLength, getStrFullLength } from './textWidth';

describe('getStrFullLength', () => {
  it('counts ASCII as 1 and CJK as 2', () => {
    expect(getStrFullLength('')).toBe(0);
    expect(getStrFullLength('abc')).toBe(3);
    expect(getStrFullLength('塔吊')).toBe(4);
    expect(getStrFullLength('A塔1')).toBe(4);
  });
  it('treats code 128 as narrow and 129 as wide', () => {
    expect(getStrFullLength(String.fromCharCode(128))).toBe(1);
    expect(getStrFullLength(String.fromCharCode(129))).toBe(2);
  });
  it('counts an emoji as one wide character', () => {
    expect(getStrFullLength('😀')).toBe(2);
  });
});

describe('cutStrByFullLength', () => {
  it('keeps the prefix that fits', () => {
    expect(cutStrByFullLength('安全综合预警平台', 6)).toBe('安全综');
    expect(cutStrByFullLength('安全综合预警平台', 5)).toBe('安全');
    expect(cutStrByFullLength('ab安全', 3)).toBe('ab');
    expect(cutStrByFullLength('abc', 10)).toBe('abc');
    expect(cutStrByFullLength('abc', 0)).toBe('');
  });
  it('never splits a surrogate pair', () => {
    expect(cutStrByFullLength('😀😀', 3)).toBe('😀');
  });
});
