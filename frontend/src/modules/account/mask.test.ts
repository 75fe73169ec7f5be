import { maskPhone } from './mask';

describe('maskPhone', () => {
  it('hides the middle four digits of a mobile number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });
  it('leaves short or empty values alone', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone('1234567')).toBe('1234567');
  });
});
