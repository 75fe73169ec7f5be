import { describe, expect, it } from 'vitest';
import { isEmailAddress, splitRecipients } from './recipients';

describe('recipients', () => {
  it('splits on commas, semicolons and spaces, dropping duplicates', () => {
    expect(splitRecipients(['a@x.cn, b@y.com；A@x.cn', ' c@z.org '])).toEqual(['a@x.cn', 'b@y.com', 'c@z.org']);
    expect(splitRecipients([' ; '])).toEqual([]);
  });

  it('accepts ordinary addresses and refuses malformed ones', () => {
    expect(isEmailAddress('zhang.san+site@example.com.cn')).toBe(true);
    for (const bad of ['plain', 'a@b', 'a@@b.cn', 'a..b@c.cn', 'a@-b.cn', '张三@example.com']) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });
});
