/**
 * The design document shared by the designer and the renderer.
 *
 * It is the k-form-design JSON format (3.5/3.6 baseline, tolerant of the 3.7/3.8 additions):
 * `{list, config}` at the top, nodes `{type, label, key, model?, options, rules?, ...children}`.
 * Unknown keys anywhere (top level, config, nodes, options, columns, cells) are kept and written back.
 *
 * Canonical in-memory table form: HTML table semantics. `trs[].tds[]` hold only the real cells, with
 * colspan/rowspan >= 1; a row may be shorter than the column count and may be empty (`{tds: []}`) when
 * every position in it is covered by a rowspan from above. The 0-span placeholders of k-form-design
 * >= 3.7.9 are dropped on import (see io/normalize.ts). Use `layoutTable` (schema/table.ts) to get the
 * cell grid when position matters (merge, split, add row/column).
 */

export type Layout = 'horizontal' | 'vertical' | 'inline';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/** `{span: 4}` (3.5/3.6) or the responsive `{xs: 4, sm: 4, ...}` (3.7+); both are antd Col props. */
export type ColSpec = { span?: number } & Partial<Record<Breakpoint, number>> & Record<string, unknown>;

export interface FormConfig {
  layout: Layout;
  labelCol: ColSpec;
  wrapperCol: ColSpec;
  hideRequiredMark: boolean;
  /** Inline CSS applied to the form element, e.g. "padding: 8px; background: #fff". */
  customStyle: string;
  /** 3.7.7+: "flex" = fixed-width label of `labelWidth` px, "Grid" = labelCol/wrapperCol spans. */
  labelLayout?: 'flex' | 'Grid' | string;
  labelWidth?: number;
  [key: string]: unknown;
}

/** A validation rule. rules[0] is the "required" rule; the rest are pattern rules. */
export interface Rule {
  required?: boolean;
  message: string;
  /** A regular expression source string (not anchored), checked only on non-empty values. */
  pattern?: string;
  [key: string]: unknown;
}

/**
 * Field linkage, stored in `node.options.linkage` of any node (field, static control or container):
 *
 * ```json
 * "linkage": [
 *   {"action": "show",    "when": {"field": "type", "op": "eq", "value": "2"}},
 *   {"action": "disable", "when": [{"field": "days", "op": "gt", "value": 3},
 *                                   {"field": "type", "op": "in", "value": ["1", "2"]}], "match": "any"}
 * ]
 * ```
 *
 * - `field` is the `model` of another control. Inside a dynamic-table (batch) row, a field of the same
 *   row is looked up first, then the top-level values.
 * - `op`: eq / ne (values compared as strings when both are scalars, element-wise for arrays),
 *   in / notIn (`value` is an array; an array field matches when any element is in it),
 *   empty / notEmpty (undefined, null, "", [] and "[]" are empty; `value` unused),
 *   gt / lt (numeric comparison; non-numbers never match).
 * - `when` is one condition or an array; an array needs all (`match: "all"`, default) or any (`"any"`).
 * - Actions: `show` = shown only while the condition holds; `hide` = hidden while it holds;
 *   `disable` = disabled while it holds; `enable` = enabled only while it holds.
 *   `options.hidden` / `options.disabled` still win: a statically hidden node stays hidden.
 * - A field hidden by linkage is not rendered, not validated and not returned by getData; conditions
 *   that read a hidden field see it as empty.
 */
export type LinkageAction = 'show' | 'hide' | 'disable' | 'enable';
export type LinkageOp = 'eq' | 'ne' | 'in' | 'notIn' | 'empty' | 'notEmpty' | 'gt' | 'lt';

export interface LinkageCondition {
  field: string;
  op: LinkageOp;
  value?: unknown;
}

export interface Linkage {
  action: LinkageAction;
  when: LinkageCondition | LinkageCondition[];
  match?: 'all' | 'any';
}

/** grid column `{span, list}`; tabs pane / selectInputList column `{value, label, list}`. */
export interface FormColumn {
  span?: number;
  value?: string;
  label?: string;
  list: FormNode[];
  [key: string]: unknown;
}

export interface TableCell {
  colspan: number;
  rowspan: number;
  list: FormNode[];
  [key: string]: unknown;
}

export interface TableRow {
  tds: TableCell[];
  [key: string]: unknown;
}

export interface FormNode {
  type: string;
  label: string;
  /** Identity of the node inside the design: `<type>_<timestamp>`. */
  key: string;
  /** Data field name; absent for the types in NO_MODEL_TYPES. */
  model?: string;
  options: Record<string, unknown>;
  rules?: Rule[];
  /** Tooltip text shown with a question mark next to the label (3.7.3+). */
  help?: string;
  /** card / batch children. */
  list?: FormNode[];
  /** grid columns, tabs panes, selectInputList columns. */
  columns?: FormColumn[];
  /** table rows. */
  trs?: TableRow[];
  [key: string]: unknown;
}

export interface FormDesign {
  list: FormNode[];
  config: FormConfig;
  [key: string]: unknown;
}

/** Types that carry no data field: their `model` is removed on creation. */
export const NO_MODEL_TYPES: readonly string[] = [
  'button',
  'divider',
  'card',
  'grid',
  'table',
  'alert',
  'text',
  'html',
  'tabs',
];

/** Types whose options default to `noFormItem: true` in 3.8 and never render a labelled item. */
export const LAYOUT_TYPES: readonly string[] = ['divider', 'card', 'grid', 'table', 'tabs'];

export function hasModel(node: FormNode): boolean {
  return !NO_MODEL_TYPES.includes(node.type) && typeof node.model === 'string' && node.model !== '';
}

let lastStamp = 0;

/** `<type>_<timestamp>`, unique within this page even when called twice in the same millisecond. */
export function newKey(type: string): string {
  let stamp = Date.now();
  if (stamp <= lastStamp) stamp = lastStamp + 1;
  lastStamp = stamp;
  return `${type}_${stamp}`;
}

export const DEFAULT_CONFIG: FormConfig = {
  layout: 'horizontal',
  labelCol: { span: 4 },
  wrapperCol: { span: 18 },
  hideRequiredMark: false,
  customStyle: '',
};

export function emptyDesign(): FormDesign {
  return { list: [], config: { ...DEFAULT_CONFIG, labelCol: { span: 4 }, wrapperCol: { span: 18 } } };
}
