/** Pure helpers about field values, shared by the renderer, validation and linkage. */

/** An uploaded file record as stored in the value of uploadFile / uploadImg. */
export interface UploadRecord {
  type: 'file' | 'img';
  name: string;
  status: string;
  uid: string;
  url: string;
  [key: string]: unknown;
}

/** Upload values may be stored as a JSON string ("[]" default); anything unusable becomes []. */
export function parseUploadValue(value: unknown): UploadRecord[] {
  if (Array.isArray(value)) return value as UploadRecord[];
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as UploadRecord[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** undefined, null, "", "[]" and [] are empty (what `required` rejects). */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') return value === '[]';
  return false;
}

/** A usable finite number from a number or numeric string, else null (null/"" mean "unset"). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The number precision option: an integer 0…50, anything else means "no precision". */
export function precisionOf(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 50 ? n : null;
}

/** Parsed `options.data` of uploads: invalid JSON or a non-object falls back to {}. */
export function parseJsonObject(text: unknown): Record<string, unknown> {
  if (text && typeof text === 'object' && !Array.isArray(text)) return text as Record<string, unknown>;
  if (typeof text !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A string pattern compiled as k-form does (`new RegExp(pattern)`); invalid or empty patterns give null. */
const patternCache = new Map<string, RegExp | null>();

export function compilePattern(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string' || pattern === '') return null;
  let re = patternCache.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern);
    } catch {
      re = null;
    }
    patternCache.set(pattern, re);
  }
  return re;
}

export interface OptionItem {
  value: unknown;
  label?: unknown;
  children?: OptionItem[];
  [key: string]: unknown;
}

/** The option list of a choice control: static `options.options`, or dynamicData[dynamicKey] when dynamic. */
export function optionsOf(options: Record<string, unknown>, dynamicData: Record<string, unknown> = {}): OptionItem[] {
  return Array.isArray(optionSource(options, dynamicData)) ? (optionSource(options, dynamicData) as OptionItem[]) : [];
}

/** The raw option list (for memo dependencies); forks name the static list with `dataKey` (e.g. treeData). */
export function optionSource(options: Record<string, unknown>, dynamicData: Record<string, unknown> = {}): unknown {
  if (options.dynamic === true || options.dynamic === 'true') return dynamicData[String(options.dynamicKey ?? '')];
  if (options.options === undefined && typeof options.dataKey === 'string') return options[options.dataKey];
  return options.options;
}
