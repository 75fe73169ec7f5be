/** Client-side checks of the recipient list (the server checks again, with the same limits). */
export const MAX_RECIPIENTS = 50;

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const ADDRESS = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && !value.includes('..') && ADDRESS.test(value);
}

/** Splits typed or pasted text into addresses (commas, semicolons, spaces), dropping duplicates. */
export function splitRecipients(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const value of values) {
    for (const part of value.split(/[\s,;，；]+/)) {
      const address = part.trim();
      if (address && !seen.has(address.toLowerCase())) {
        seen.add(address.toLowerCase());
        found.push(address);
      }
    }
  }
  return found;
}
