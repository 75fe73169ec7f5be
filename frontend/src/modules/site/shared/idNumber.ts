/**
 * The resident ID number (GB 11643) as the forms check it before sending: the same rules and messages
 * as the server (core/cnid.py), so a typo is caught while typing.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';
const PROVINCES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43',
  '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82', '83',
]);

/** A value as the server shows it (`**************002X`): an edit sends it back unchanged. */
export const isMaskedId = (value: string) => value.includes('*');

export function idCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, c, i) => acc + Number(c) * WEIGHTS[i], 0);
  return CHECK[sum % 11];
}

/** Why `raw` is not a valid ID number, or null when it is. */
export function idNumberProblem(raw: string, today: Date = new Date()): string | null {
  const value = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return '身份证号码应为18位，前17位为数字，末位为数字或X';
  if (!PROVINCES.has(value.slice(0, 2))) return '身份证号码的地区码不正确';
  const [y, m, d] = [Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14))];
  const birth = new Date(y, m - 1, d);
  if (y < 1900 || birth.getFullYear() !== y || birth.getMonth() !== m - 1 || birth.getDate() !== d || birth > today) {
    return '身份证号码中的出生日期不正确';
  }
  if (idCheckChar(value.slice(0, 17)) !== value[17]) return '身份证号码校验位不正确';
  return null;
}
