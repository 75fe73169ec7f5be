/** The rules of the column editor (配置): which rows and cells are editable and what a change implies. */
import type { CodeGenConfig, YesNo } from '@/api/modules/codeGenerate';

/** The Y/N switches of a column, in the editor's order. */
export const FLAG_KEYS = ['whetherTable', 'whetherRetract', 'whetherAddUpdate', 'whetherRequired', 'queryWhether'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

/** Effect types whose options come from a dictionary. */
export const DICT_EFFECTS: ReadonlySet<string> = new Set(['select', 'radio', 'checkbox']);

/**
 * Common columns (id, audit columns, version, status) are maintained by the system, and a column of a
 * type no form can hold (kind '-') is not generated: neither is edited here.
 */
export const isEditable = (row: Pick<CodeGenConfig, 'whetherCommon' | 'kind'>): boolean =>
  row.whetherCommon !== 'Y' && row.kind !== '-';

/** A NOT NULL column stays in the form and required (the server keeps both switches on). */
export const isForced = (row: Pick<CodeGenConfig, 'nullable'>, key: FlagKey): boolean =>
  row.nullable === 'N' && (key === 'whetherAddUpdate' || key === 'whetherRequired');

/** Whether the user can change one switch of a row. */
export const canToggle = (row: CodeGenConfig, key: FlagKey): boolean => isEditable(row) && !isForced(row, key);

export const needsDict = (effectType: string | null | undefined): boolean => DICT_EFFECTS.has(effectType ?? '');

export const isPrimary = (row: Pick<CodeGenConfig, 'columnKey'>): boolean => (row.columnKey ?? '').toUpperCase() === 'PRI';

const TEXTUAL = /char|text|clob|string|str$/i;

/** The query type a newly queried column starts with: 模糊 for text, 等于 otherwise. */
export function defaultQueryType(row: Pick<CodeGenConfig, 'javaType' | 'dataType'>): string {
  return TEXTUAL.test(row.javaType ?? '') || TEXTUAL.test(row.dataType ?? '') ? 'like' : 'eq';
}

/**
 * A row with `patch` applied and its consequences: an effect type without a dictionary drops the
 * dictionary; switching 查询 on picks a query type when there is none. Common rows never change.
 */
export function applyChange(row: CodeGenConfig, patch: Partial<CodeGenConfig>): CodeGenConfig {
  if (!isEditable(row)) return row;
  const next = { ...row, ...patch };
  for (const key of FLAG_KEYS) if (isForced(row, key)) next[key] = 'Y';
  if ('effectType' in patch && !needsDict(next.effectType)) next.dictTypeCode = null;
  if (patch.queryWhether === 'Y' && !next.queryType) next.queryType = defaultQueryType(next);
  return next;
}

/** Sets one switch on every editable row (the header checkbox of a column). */
export function setFlagForAll(rows: CodeGenConfig[], key: FlagKey, on: boolean): CodeGenConfig[] {
  const value: YesNo = on ? 'Y' : 'N';
  return rows.map((r) => (canToggle(r, key) ? applyChange(r, { [key]: value }) : r));
}

export interface FlagState {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
}

/** The header checkbox of a switch column, over the rows where the switch can change. */
export function flagState(rows: readonly CodeGenConfig[], key: FlagKey): FlagState {
  const editable = rows.filter((r) => canToggle(r, key));
  const on = editable.filter((r) => r[key] === 'Y').length;
  return { checked: on > 0 && on === editable.length, indeterminate: on > 0 && on < editable.length, disabled: editable.length === 0 };
}

/** What must be fixed before saving (Chinese messages naming the columns), or an empty list. */
export function configProblems(rows: readonly CodeGenConfig[], texts: {
  needDict: (columns: string) => string;
  needQueryType: (columns: string) => string;
}): string[] {
  const editable = rows.filter(isEditable);
  const noDict = editable.filter((r) => needsDict(r.effectType) && !r.dictTypeCode).map((r) => r.columnName);
  const noQuery = editable.filter((r) => r.queryWhether === 'Y' && !r.queryType).map((r) => r.columnName);
  return [
    ...(noDict.length ? [texts.needDict(noDict.join('、'))] : []),
    ...(noQuery.length ? [texts.needQueryType(noQuery.join('、'))] : []),
  ];
}
