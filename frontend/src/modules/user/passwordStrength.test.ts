import { isStrongEnough, passwordLevel, strengthOf } from './passwordStrength';

describe('passwordLevel', () => {
  it('counts digit, letter and other kinds', () => {
    expect(passwordLevel('')).toBe(0);
    expect(passwordLevel('123456')).toBe(1);
    expect(passwordLevel('abcdef')).toBe(1);
    expect(passwordLevel('abc123')).toBe(2);
    expect(passwordLevel('abc12!')).toBe(3);
    expect(passwordLevel('密码密码')).toBe(1);
  });
});

describe('strengthOf', () => {
  it('maps levels to name, colour and bar width', () => {
    expect(strengthOf('')).toEqual({ name: 'low', color: '#ff0000', percent: 10 });
    expect(strengthOf('aaaaaa')).toEqual({ name: 'low', color: '#ff0000', percent: 30 });
    expect(strengthOf('aaa111')).toEqual({ name: 'medium', color: '#ff7e05', percent: 60 });
    expect(strengthOf('aa11!!')).toEqual({ name: 'strong', color: '#52c41a', percent: 100 });
  });
});

describe('isStrongEnough', () => {
  it('needs 6 characters and two kinds', () => {
    expect(isStrongEnough('a1')).toBe(false);
    expect(isStrongEnough('abcdef')).toBe(false);
    expect(isStrongEnough('abc12')).toBe(false);
    expect(isStrongEnough('abc123')).toBe(true);
  });
});
