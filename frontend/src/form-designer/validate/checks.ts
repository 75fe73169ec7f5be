/**
 * The checks applied to one field value (the same in the renderer, in validateValues and in the
 * server validator that reads validation-cases.json). Returns the first failing message, or null.
 * Order: required, then pattern rules in order, then the type checks.
 */
import type { FormNode, Rule } from '../schema/types';
import { compilePattern, isEmptyValue, parseUploadValue, precisionOf, toNumber } from '../schema/values';
import { T } from '../texts';

type Check = (node: FormNode, options: Record<string, unknown>, value: unknown) => string | null;

const typeChecks = new Map<string, Check>();

/** Adds a type-specific check (runs after required/pattern on non-empty values). */
export function registerCheck(type: string, check: Check): void {
  typeChecks.set(type, check);
}

function rulesOf(node: FormNode): Rule[] {
  return Array.isArray(node.rules) ? node.rules.filter((r) => r && typeof r === 'object') : [];
}

export function isRequired(node: FormNode): boolean {
  return rulesOf(node).some((r) => r.required === true);
}

function decimals(n: number): number {
  const text = String(n);
  const exp = /e-(\d+)$/.exec(text);
  const mantissa = text.split('e')[0];
  const frac = mantissa.includes('.') ? mantissa.split('.')[1].length : 0;
  return exp ? frac + Number(exp[1]) : frac;
}

const numberCheck: Check = (node, o, value) => {
  const n = toNumber(value);
  if (n === null) return null;
  const min = toNumber(o.min);
  const max = toNumber(o.max);
  if (min !== null && n < min) return T.notAllowedNumberMin(node.label, min);
  if (max !== null && n > max) return T.notAllowedNumberMax(node.label, max);
  const precision = precisionOf(o.precision);
  if (precision !== null && decimals(n) > precision) return T.precision(node.label, precision);
  return null;
};

/** Values of select/radio/checkbox must be among the static options (dynamic options are not checked). */
const optionCheck: Check = (node, o, value) => {
  if (o.dynamic === true || o.dynamic === 'true' || !Array.isArray(o.options)) return null;
  const allowed = new Set((o.options as { value?: unknown }[]).map((opt) => String(opt?.value)));
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.every((v) => allowed.has(String(v))) ? null : T.notInOptions(node.label);
};

const uploadCheck: Check = (_node, o, value) => {
  const limit = toNumber(o.limit);
  if (limit === null || limit < 1) return null;
  return parseUploadValue(value).length > limit ? T.uploadLimit(limit) : null;
};

registerCheck('number', numberCheck);
registerCheck('select', optionCheck);
registerCheck('radio', optionCheck);
registerCheck('checkbox', optionCheck);
registerCheck('uploadFile', uploadCheck);
registerCheck('uploadImg', uploadCheck);

/** Pattern rules apply to strings and numbers; other value shapes are not pattern-checked. */
function patternSubject(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function checkField(node: FormNode, options: Record<string, unknown>, value: unknown): string | null {
  const rules = rulesOf(node);
  const empty = isEmptyValue(value);
  if (empty) {
    const required = rules.find((r) => r.required === true);
    return required ? (typeof required.message === 'string' && required.message) || T.required : null;
  }
  const subject = patternSubject(value);
  if (subject !== null) {
    for (const rule of rules) {
      const re = compilePattern(rule.pattern);
      if (re && !re.test(subject)) return (typeof rule.message === 'string' && rule.message) || T.patternFallback(node.label);
    }
  }
  const typeCheck = typeChecks.get(node.type);
  return typeCheck ? typeCheck(node, options, value) : null;
}
