import { captchaVerification, clampOffset, MAX_OFFSET, pointJson } from './captcha';

describe('block puzzle answer', () => {
  it('writes the point as the server reads it', () => {
    expect(pointJson(120)).toBe('{"x":120,"y":5}');
    expect(captchaVerification('tok', 7)).toBe('tok---{"x":7,"y":5}');
  });

  it('keeps the piece inside the picture', () => {
    expect(clampOffset(-3)).toBe(0);
    expect(clampOffset(12.6)).toBe(13);
    expect(clampOffset(999)).toBe(MAX_OFFSET);
  });
});
