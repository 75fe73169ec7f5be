/**
 * The unified social credit code of organisations (GB 32100-2015): 18 characters from 31 symbols, the
 * last one a MOD 31 check character. Mirrors the server's check so the form says at once what is wrong.
 */
const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const USCC_FORMAT = '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）';
export const USCC_CHECK = '统一社会信用代码校验位不正确';

export function usccCheckChar(first17: string): string {
  const total = [...first17].reduce((sum, c, i) => sum + CHARS.indexOf(c) * WEIGHTS[i], 0);
  return CHARS[(31 - (total % 31)) % 31];
}

/** Why the code is not valid, or null when it is (blanks around it and lower case are accepted). */
export function usccProblem(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  if (value.length !== 18 || [...value].some((c) => !CHARS.includes(c))) return USCC_FORMAT;
  return usccCheckChar(value.slice(0, 17)) === value[17] ? null : USCC_CHECK;
}
