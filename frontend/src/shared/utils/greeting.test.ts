import { timeFix, welcomePhrase, WELCOME_PHRASES } from './greeting';

const at = (hour: number, minute = 0) => new Date(2024, 4, 1, hour, minute);

describe('timeFix', () => {
  it.each([
    [0, '早上好'], [8, '早上好'], [9, '上午好'], [11, '上午好'], [12, '中午好'],
    [13, '中午好'], [14, '下午好'], [19, '下午好'], [20, '晚上好'], [23, '晚上好'],
  ])('hour %i -> %s', (hour, text) => {
    expect(timeFix(at(hour, 30))).toBe(text);
  });
});

describe('welcomePhrase', () => {
  it('picks by the random number and stays in range', () => {
    expect(welcomePhrase(() => 0)).toBe(WELCOME_PHRASES[0]);
    expect(welcomePhrase(() => 0.999999)).toBe(WELCOME_PHRASES[WELCOME_PHRASES.length - 1]);
    expect(welcomePhrase(() => 1)).toBe(WELCOME_PHRASES[WELCOME_PHRASES.length - 1]);
  });
});
