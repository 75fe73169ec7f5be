/** Password strength as in the register page: the number of character kinds used (digit, letter, other). */
export type StrengthLevel = 0 | 1 | 2 | 3;

export const MIN_PASSWORD_LENGTH = 6;

export function passwordLevel(password: string): StrengthLevel {
  let level = 0;
  if (/[0-9]/.test(password)) level++;
  if (/[a-zA-Z]/.test(password)) level++;
  if (/[^0-9a-zA-Z]/.test(password)) level++;
  return level as StrengthLevel;
}

export type StrengthName = 'low' | 'medium' | 'strong';

export interface Strength {
  name: StrengthName;
  color: string;
  percent: number;
}

/** Display of a level: 低 red (10 % / 30 %), 中 orange 60 %, 强 green 100 %. */
export function strengthOf(password: string): Strength {
  const level = passwordLevel(password);
  if (level >= 3) return { name: 'strong', color: '#52c41a', percent: 100 };
  if (level === 2) return { name: 'medium', color: '#ff7e05', percent: 60 };
  return { name: 'low', color: '#ff0000', percent: level === 1 ? 30 : 10 };
}

/** True when the password is long enough and mixes at least two kinds of characters. */
export function isStrongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && passwordLevel(password) >= 2;
}
