/**
 * Pure validation and value collection over a value map. The renderer's getData uses exactly this,
 * and validation-cases.json (next to the fixtures) pins its behaviour for the server validator.
 */
import { computeStates, type Lookup, type NodeState } from '../linkage/linkage';
import { childLists } from '../schema/tree';
import { hasModel, type FormDesign, type FormNode } from '../schema/types';
import { parseUploadValue } from '../schema/values';
import { checkField } from './checks';

export interface FieldError {
  /** The model, or `<batch model>.<row index>.<column model>` for a dynamic-table cell, or
   *  `<model>.<column index>.<child model>` for an input of a 选择输入列 column. */
  field: string;
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: FieldError[];
}

export interface ValidateOptions {
  /** Effective options of a node (renderer overrides from setOptions/hide/show/disable/enable). */
  options?: (node: FormNode) => Record<string, unknown>;
}

export interface CollectableField {
  node: FormNode;
  model: string;
  options: Record<string, unknown>;
}

const optionsFn = (opts: ValidateOptions) => opts.options ?? ((n: FormNode) => n.options ?? {});

function collect(
  list: FormNode[],
  states: Map<string, NodeState>,
  options: (n: FormNode) => Record<string, unknown>,
  out: CollectableField[],
): void {
  for (const node of list) {
    if (states.get(node.key)?.hidden) continue;
    const o = options(node) ?? {};
    if (hasModel(node)) {
      if (o.noFormItem !== true) out.push({ node, model: node.model as string, options: o });
      continue; // batch / selectInputList children live inside their value
    }
    for (const child of childLists(node)) collect(child, states, options, out);
  }
}

/**
 * The fields whose values are validated and returned: not hidden (statically, by hide(), by linkage
 * or inside a hidden container) and not `noFormItem`.
 */
export function collectableFields(
  list: FormNode[],
  values: Record<string, unknown>,
  opts: ValidateOptions = {},
  lookup?: Lookup,
): CollectableField[] {
  const options = optionsFn(opts);
  const states = computeStates(list, values, { options, lookup });
  const out: CollectableField[] = [];
  collect(list, states, options, out);
  return out;
}

/** The visible columns of one batch row (linkage inside a row reads the row first, then the form). */
export function batchRowFields(
  batch: FormNode,
  row: Record<string, unknown>,
  topValues: Record<string, unknown>,
  opts: ValidateOptions = {},
): CollectableField[] {
  const lookup: Lookup = (f) => (f in row ? row[f] : topValues[f]);
  return collectableFields(batch.list ?? [], row, opts, lookup);
}

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>) : {})) : [];

const text = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/**
 * 选择输入列: the inputs of every checked column are validated against that column's item (linkage
 * reads the item first, then the form); errors are `<model>.<column index>.<child model>`.
 */
export function selectInputListErrors(field: CollectableField, value: unknown, values: Record<string, unknown>, opts: ValidateOptions): FieldError[] {
  const errors: FieldError[] = [];
  const items = rowsOf(value);
  const columns: unknown[] = Array.isArray(field.node.columns) ? field.node.columns : [];
  columns.forEach((column, i) => {
    const col = (column && typeof column === 'object' ? column : {}) as { value?: unknown; list?: unknown };
    const item = items.find((it) => text(it.value) === text(col.value));
    if (!item || item.checked !== true) return;
    const list = Array.isArray(col.list) ? (col.list as FormNode[]) : [];
    const lookup: Lookup = (f) => (f in item ? item[f] : values[f]);
    for (const cell of collectableFields(list, item, opts, lookup)) {
      const message = checkField(cell.node, cell.options, item[cell.model]);
      if (message !== null) errors.push({ field: `${field.model}.${i}.${cell.model}`, message });
    }
  });
  return errors;
}

/** Validates every visible field, every row of every dynamic table, and reports the first error of each. */
export function validateValues(
  design: Pick<FormDesign, 'list'>,
  values: Record<string, unknown>,
  opts: ValidateOptions = {},
): ValidationResult {
  const errors: FieldError[] = [];
  for (const field of collectableFields(design.list, values, opts)) {
    const value = values[field.model];
    const message = checkField(field.node, field.options, value);
    if (message !== null) errors.push({ field: field.model, message });
    if (field.node.type === 'selectInputList') {
      errors.push(...selectInputListErrors(field, value, values, opts));
      continue;
    }
    if (field.node.type !== 'batch') continue;
    rowsOf(value).forEach((row, i) => {
      for (const cell of batchRowFields(field.node, row, values, opts)) {
        const cellMessage = checkField(cell.node, cell.options, row[cell.model]);
        if (cellMessage !== null) errors.push({ field: `${field.model}.${i}.${cell.model}`, message: cellMessage });
      }
    });
  }
  return { valid: errors.length === 0, errors };
}

/** The values getData returns: visible fields only, uploads as arrays, keyed by model. */
export function collectValues(
  design: Pick<FormDesign, 'list'>,
  values: Record<string, unknown>,
  opts: ValidateOptions = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of collectableFields(design.list, values, opts)) {
    const value = values[field.model];
    const type = field.node.type;
    out[field.model] = type === 'uploadFile' || type === 'uploadImg' ? parseUploadValue(value) : value;
  }
  return out;
}
