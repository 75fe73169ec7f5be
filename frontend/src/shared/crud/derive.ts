/**
 * Pure derivations from a resource description: which fields go where, API paths, permission codes,
 * validation rules, value conversions between rows, forms and request bodies.
 */
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { T } from './texts';
import type { CrudAction, DeleteShape, FieldDef, FormMode, ResourceDef, Values } from './types';

export type Purpose = 'table' | 'search' | 'detail' | FormMode;

const inForm = (f: FieldDef, mode: FormMode) => f.inForm === undefined || f.inForm === true || f.inForm === mode;

/** The fields of `def` used for one purpose, in declaration order. */
export function fieldsFor<Row>(def: ResourceDef<Row>, purpose: Purpose): FieldDef<Row>[] {
  return def.columns.filter((f) => {
    switch (purpose) {
      case 'table': return f.inTable !== false;
      case 'search': return f.inSearch === true;
      case 'detail': return f.inDetail ?? (f.inTable !== false || f.inForm !== false);
      default: return inForm(f, purpose);
    }
  });
}

const OPTIONAL: ReadonlySet<CrudAction> = new Set(['list', 'detail', 'export', 'import', 'template', 'changeStatus']);
const DEFAULT_SEGMENT: Partial<Record<CrudAction, string>> = { template: 'downloadImportTemplate' };

/** The API path of an action: explicit, default (`/${name}/${action}`) or undefined when not available. */
export function apiPath(def: Pick<ResourceDef, 'name' | 'api'>, action: CrudAction): string | undefined {
  const configured = def.api?.[action];
  if (typeof configured === 'string') return configured;
  if (configured === false) return undefined;
  if (configured === undefined && OPTIONAL.has(action)) return undefined;
  return `/${def.name}/${DEFAULT_SEGMENT[action] ?? action}`;
}

/** Permission code of an endpoint: its path without the leading `/`, with `/` -> `:`. */
export function permCode(path: string): string {
  return path.replace(/^\/+/, '').replace(/\//g, ':');
}

/** The permission code guarding each available action (template download is part of import). */
export function permissionCodes(def: Pick<ResourceDef, 'name' | 'api'>): Partial<Record<CrudAction, string>> {
  const actions: CrudAction[] = ['page', 'list', 'add', 'edit', 'delete', 'detail', 'export', 'import', 'template', 'changeStatus'];
  const codes: Partial<Record<CrudAction, string>> = {};
  for (const action of actions) {
    const path = apiPath(def, action === 'template' ? 'import' : action);
    if (path && apiPath(def, action)) codes[action] = permCode(path);
  }
  return codes;
}

const isChoice = (f: FieldDef) =>
  ['select', 'dict', 'radio', 'tree-select', 'date', 'datetime', 'switch'].includes(f.type ?? 'text');

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

type ValueType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'any';

/** The type of a field's form value, which the validator checks along with `required`. */
export function valueType(f: FieldDef): ValueType {
  if (f.multiple) return 'array';
  switch (f.type) {
    case 'number': return 'number';
    case 'switch': return 'boolean';
    case 'date':
    case 'datetime': return 'object';
    case 'custom': return 'any';
    case 'tree-select': return f.props?.labelInValue ? 'object' : 'string';
    case 'select':
    case 'dict':
    case 'radio':
      if (f.numeric || typeof f.options?.[0]?.value === 'number') return 'number';
      return f.source ? 'any' : 'string';
    default: return 'string';
  }
}

/** antd validation rules of a field, with Chinese messages built from its title. */
export function formRules(f: FieldDef): Rule[] {
  const r = f.rules;
  if (!r) return [];
  const rules: Rule[] = [];
  if (r.required) {
    const message = r.message ?? (isChoice(f) ? T.requiredSelect(f.title) : T.required(f.title));
    const type = valueType(f);
    if (type === 'string') rules.push({ required: true, message, whitespace: !isChoice(f) });
    else if (type === 'any') rules.push({ required: true, message, validator: (_r, v) => (isBlank(v) ? Promise.reject(new Error(message)) : Promise.resolve()) });
    else rules.push({ required: true, message, type });
  }
  if (r.len !== undefined) rules.push({ len: r.len, message: T.len(f.title, r.len) });
  if (r.max !== undefined) rules.push({ max: r.max, message: T.max(f.title, r.max) });
  if (r.min !== undefined) rules.push({ min: r.min, message: T.min(f.title, r.min) });
  if (r.pattern) rules.push({ pattern: r.pattern, message: r.patternMessage ?? T.pattern(f.title) });
  if (r.email) rules.push({ type: 'email', message: T.email });
  return [...rules, ...(r.extra ?? [])];
}

/** The value at a dotted path of an object. */
export function readPath(source: unknown, path: string): unknown {
  let cur: unknown = source;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** The displayed value of a field in a row. */
export function valueOf<Row>(f: FieldDef<Row>, row: Row): unknown {
  return f.get ? f.get(row) : readPath(row, f.key);
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function toControlValue(f: FieldDef, v: unknown): unknown {
  if (v === null || v === undefined || v === '') return f.type === 'switch' ? false : undefined;
  switch (f.type) {
    case 'date':
    case 'datetime': {
      const d = dayjs(String(v));
      return d.isValid() ? d : undefined;
    }
    case 'date-range':
      return Array.isArray(v) ? v.map((d) => (d && dayjs.isDayjs(d) ? (d as Dayjs).format(DATE_FORMAT) : null)) : null;
    case 'switch': return f.switchValues ? v === f.switchValues[0] : Boolean(v);
    default: return v;
  }
}

function fromControlValue(f: FieldDef, v: unknown): unknown {
  if (v === undefined) return undefined;
  switch (f.type) {
    case 'date':
    case 'datetime':
      return v && dayjs.isDayjs(v) ? (v as Dayjs).format(f.type === 'date' ? DATE_FORMAT : DATETIME_FORMAT) : null;
    case 'date-range':
      return Array.isArray(v) ? v.map((d) => (d && dayjs.isDayjs(d) ? (d as Dayjs).format(DATE_FORMAT) : null)) : null;
    case 'switch': return f.switchValues ? f.switchValues[v ? 0 : 1] : Boolean(v);
    case 'text':
    case 'textarea':
    case undefined:
      return typeof v === 'string' ? v.trim() : v;
    default: return v;
  }
}

/** Form values of a row for the given fields (defaults for missing ones when adding). */
export function toFormValues(fields: FieldDef[], source: Values | null, mode: FormMode): Values {
  const values: Values = {};
  for (const f of fields) {
    const raw = source ? readPath(source, f.key) : undefined;
    const v = raw === undefined && mode === 'add' ? f.defaultValue : raw;
    values[f.key] = toControlValue(f, v);
  }
  return values;
}

/** Request values of a submitted form: dates formatted, switches mapped, text trimmed. */
export function fromFormValues(fields: FieldDef[], values: Values): Values {
  const out: Values = {};
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const [key, v] of Object.entries(values)) {
    const f = byKey.get(key);
    out[key] = f ? fromControlValue(f, v) : v;
  }
  return out;
}

/** Query parameters of the search form: field keys mapped to their search keys, empty values dropped. */
export function searchParams(fields: FieldDef[], values: Values): Values {
  const params: Values = {};
  for (const f of fields) {
    const v = fromControlValue(f, values[f.key]);
    if (f.type === 'date-range') {
      const [begin, end] = f.rangeKeys ?? [`${f.key}Begin`, `${f.key}End`];
      const [first, last] = Array.isArray(v) ? v : [];
      if (first) params[begin] = first;
      if (last) params[end] = last;
      continue;
    }
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    params[f.searchKey ?? f.key] = v;
  }
  return params;
}

/** Fields the server uses for optimistic concurrency: sent back unchanged with an edit. */
export const CONCURRENCY_FIELDS = ['version', 'updateTime'] as const;

/** The body of an add or edit: the converted values plus, on edit, the id and concurrency fields. */
export function submitBody<Row>(def: ResourceDef<Row>, values: Values, mode: FormMode, original?: Row | null): Values {
  const converted = fromFormValues(fieldsFor(def, mode), values);
  const body = def.toBody ? def.toBody(converted, mode, original ?? undefined) : converted;
  if (mode === 'add' || !original) return body;
  const rowKey = def.rowKey ?? 'id';
  const src = original as Record<string, unknown>;
  const extra: Values = { [rowKey]: src[rowKey] };
  for (const k of CONCURRENCY_FIELDS) if (src[k] !== undefined && src[k] !== null) extra[k] = src[k];
  return { ...body, ...extra };
}

/** Body of a delete: `{id}` for one row, or `[{id}, ...]` (Snowy's user/org/pos; always an array). */
export function deleteBody(shape: DeleteShape, ids: readonly unknown[], rowKey = 'id'): unknown {
  if (shape === 'array') return ids.map((id) => ({ [rowKey]: id }));
  return { [rowKey]: ids[0] };
}

/** Error codes meaning "the row changed since it was loaded" (DATA_CHANGED, the optimistic-concurrency answer). */
export const CONFLICT_CODES: ReadonlySet<number> = new Set([1016004]);

export function isConflict(code: number | undefined, message?: string): boolean {
  if (code !== undefined && CONFLICT_CODES.has(code)) return true;
  return Boolean(message && /已被他人修改/.test(message));
}
