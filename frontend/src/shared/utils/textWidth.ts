/** Display width helpers (spec 5): characters with code <= 128 count 1, every other character 2. */
function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 128 ? 1 : 2;
}

export function getStrFullLength(str = ''): number {
  let length = 0;
  for (const ch of str) length += charWidth(ch);
  return length;
}

/** The longest prefix of `str` whose full length is at most `maxLength` (never splits a character). */
export function cutStrByFullLength(str = '', maxLength: number): string {
  let length = 0;
  let out = '';
  for (const ch of str) {
    length += charWidth(ch);
    if (length > maxLength) break;
    out += ch;
  }
  return out;
}
