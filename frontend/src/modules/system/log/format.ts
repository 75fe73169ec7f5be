/** A logged request parameter or result as indented JSON; text that is not JSON is shown as it is. */
export function prettyJson(text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
