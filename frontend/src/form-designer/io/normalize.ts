/**
 * Brings a saved design of any k-form-design era (and of its forks) into the canonical in-memory form
 * described in schema/types.ts. Only what differs is changed; every other key is kept as it was.
 *
 * - node `name` (designs before 3.0.7) → `label` when there is no label
 * - input record-level `prefix` / `suffix` (3.7.3–3.7.6) → `options.addonBefore` / `options.addonAfter`
 * - `options.showLabel` "true"/"false" strings → booleans
 * - table cells with colspan or rowspan 0 (3.7.9+ placeholders) dropped; missing spans become 1
 * - missing `options` → {}, missing child `list`s → [], missing `key` → a new key
 * - config: missing layout/labelCol/wrapperCol/hideRequiredMark/customStyle filled with the 3.6 defaults;
 *   responsive `{xs…xxl}` label/wrapper columns are kept as they are (the renderer reads both)
 */
import { newKey, DEFAULT_CONFIG, type FormColumn, type FormConfig, type FormNode, type TableCell, type TableRow } from '../schema/types';
import { T } from '../texts';

export class ImportError extends Error {
  /** Where the input went wrong (for logs; the message is the user-facing text). */
  readonly detail: string;

  constructor(detail: string) {
    super(T.importFailed);
    this.name = 'ImportError';
    this.detail = detail;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function normalizeList(raw: unknown, path: string): FormNode[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new ImportError(`${path} is not an array`);
  return raw.map((item, i) => normalizeNode(item, `${path}[${i}]`));
}

function normalizeColumns(raw: unknown, path: string): FormColumn[] {
  if (!Array.isArray(raw)) throw new ImportError(`${path} is not an array`);
  return raw.map((col, i) => {
    if (!isObject(col)) throw new ImportError(`${path}[${i}] is not an object`);
    return { ...col, list: normalizeList(col.list, `${path}[${i}].list`) };
  });
}

const spanOf = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : v === undefined || v === null ? 1 : Number(v));

function normalizeRows(raw: unknown, path: string): TableRow[] {
  if (!Array.isArray(raw)) throw new ImportError(`${path} is not an array`);
  return raw.map((tr, r) => {
    if (!isObject(tr)) throw new ImportError(`${path}[${r}] is not an object`);
    const tds = Array.isArray(tr.tds) ? tr.tds : [];
    const cells: TableCell[] = [];
    tds.forEach((td, c) => {
      if (!isObject(td)) throw new ImportError(`${path}[${r}].tds[${c}] is not an object`);
      const colspan = spanOf(td.colspan);
      const rowspan = spanOf(td.rowspan);
      if (colspan === 0 || rowspan === 0) return; // an absorbed cell of the 3.7.9+ format
      cells.push({
        ...td,
        colspan: Number.isFinite(colspan) && colspan >= 1 ? colspan : 1,
        rowspan: Number.isFinite(rowspan) && rowspan >= 1 ? rowspan : 1,
        list: normalizeList(td.list, `${path}[${r}].tds[${c}].list`),
      });
    });
    return { ...tr, tds: cells };
  });
}

export function normalizeNode(raw: unknown, path = 'list'): FormNode {
  if (!isObject(raw)) throw new ImportError(`${path} is not an object`);
  if (typeof raw.type !== 'string' || raw.type === '') throw new ImportError(`${path} has no type`);
  const node: Record<string, unknown> = { ...raw };
  const type = raw.type;

  if (typeof node.label !== 'string') {
    if (typeof node.name === 'string') {
      node.label = node.name;
      delete node.name;
    } else node.label = node.label === undefined || node.label === null ? '' : String(node.label);
  }
  if (typeof node.key !== 'string' || node.key === '') node.key = typeof node.model === 'string' && node.model ? node.model : newKey(type);

  const options: Record<string, unknown> = isObject(raw.options) ? { ...raw.options } : {};
  if (type === 'input') {
    for (const [field, target] of [
      ['prefix', 'addonBefore'],
      ['suffix', 'addonAfter'],
    ] as const) {
      if (field in node) {
        if (typeof node[field] === 'string' && node[field] !== '' && !options[target]) options[target] = node[field];
        else if (!(target in options)) options[target] = node[field] ?? '';
        delete node[field];
      }
    }
  }
  if (options.showLabel === 'true') options.showLabel = true;
  if (options.showLabel === 'false') options.showLabel = false;
  node.options = options;

  if ('rules' in node && !Array.isArray(node.rules)) delete node.rules;
  if (KNOWN_CHILDREN[type]) normalizeChildren(node, path, KNOWN_CHILDREN[type]);
  else {
    // forks' own types: children are read when they have the usual shape, otherwise kept untouched
    const attempt = { ...node };
    try {
      normalizeChildren(attempt, path, '');
      Object.assign(node, attempt);
    } catch {
      /* kept as saved */
    }
  }
  return node as FormNode;
}

/** Which child holder each built-in container must have. */
const KNOWN_CHILDREN: Record<string, 'list' | 'columns' | 'trs'> = {
  card: 'list',
  batch: 'list',
  grid: 'columns',
  tabs: 'columns',
  selectInputList: 'columns',
  table: 'trs',
};

function normalizeChildren(node: Record<string, unknown>, path: string, required: string): void {
  if ('list' in node || required === 'list') node.list = normalizeList(node.list, `${path}.list`);
  if ('columns' in node || required === 'columns') node.columns = normalizeColumns(node.columns ?? [], `${path}.columns`);
  if ('trs' in node || required === 'trs') node.trs = normalizeRows(node.trs ?? [], `${path}.trs`);
}

export function normalizeConfig(raw: unknown): FormConfig {
  const config: Record<string, unknown> = isObject(raw) ? { ...raw } : {};
  if (!['horizontal', 'vertical', 'inline'].includes(config.layout as string)) config.layout = DEFAULT_CONFIG.layout;
  if (!isObject(config.labelCol)) config.labelCol = { ...DEFAULT_CONFIG.labelCol };
  if (!isObject(config.wrapperCol)) config.wrapperCol = { ...DEFAULT_CONFIG.wrapperCol };
  if (typeof config.hideRequiredMark !== 'boolean') config.hideRequiredMark = config.hideRequiredMark === 'true';
  if (typeof config.customStyle !== 'string') config.customStyle = '';
  return config as FormConfig;
}
