import { describe, expect, it } from 'vitest';
import { idCheckChar, idNumberProblem, isMaskedId } from './idNumber';

describe('idNumberProblem', () => {
  it('accepts valid numbers, a lower-case x too', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idNumberProblem('11010519491231002X')).toBeNull();
    expect(idNumberProblem(' 11010519491231002x ')).toBeNull();
  });

  it('explains what is wrong, as the server does', () => {
    expect(idNumberProblem('110105194912310021')).toBe('身份证号码校验位不正确');
    expect(idNumberProblem('1101051949')).toBe('身份证号码应为18位，前17位为数字，末位为数字或X');
    expect(idNumberProblem('99010519491231002X')).toBe('身份证号码的地区码不正确');
    expect(idNumberProblem('110105194902300010')).toBe('身份证号码中的出生日期不正确');
    expect(idNumberProblem('110105209901010010', new Date(2025, 0, 1))).toBe('身份证号码中的出生日期不正确');
  });

  it('recognises the masked number an edit form shows', () => {
    expect(isMaskedId('**************002X')).toBe(true);
    expect(isMaskedId('11010519491231002X')).toBe(false);
  });
});
