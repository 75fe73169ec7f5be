/**
 * Names derived from a source table: 类名 (PascalCase) and 业务名 (lower snake case), each without the
 * table's prefix (`biz_` of `biz_widget`) when 移除表前缀 is Y.
 */
import type { TableInfo, YesNo } from '@/api/modules/codeGenerate';
import type { Values } from '@/shared/crud';

/** The words of a name: split at anything but letters and digits and at camel-case humps, lower-cased. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** The words of a table name without its prefix, the first word (`biz` of `biz_widget`, `BizWidget`). */
export function wordsWithoutPrefix(tableName: string): string[] {
  const words = nameWords(tableName);
  return words.length > 1 ? words.slice(1) : words;
}

const wordsOf = (tableName: string, removePrefix: boolean) => (removePrefix ? wordsWithoutPrefix(tableName) : nameWords(tableName));

/** 类名: `biz_widget` -> `BizWidget`, or `Widget` without the prefix. */
export function classNameOf(tableName: string, removePrefix: boolean): string {
  return wordsOf(tableName, removePrefix).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** 业务名: `BizWidget` -> `biz_widget`, or `widget` without the prefix. */
export function busNameOf(tableName: string, removePrefix: boolean): string {
  return wordsOf(tableName, removePrefix).join('_');
}

const removes = (flag: unknown) => flag === 'Y';

/** The form values a picked table fills in: 功能名 from its comment, 类名 and 业务名 from its name. */
export function valuesForTable(table: TableInfo, tablePrefix: YesNo | unknown): Values {
  const remove = removes(tablePrefix);
  return {
    tableName: table.tableName,
    tableComment: table.tableComment?.trim() ?? '',
    className: classNameOf(table.tableName, remove),
    busName: busNameOf(table.tableName, remove),
  };
}

/**
 * The form changes that follow a change of the add/edit form: another data source empties 表名称; the
 * 移除表前缀 switch renames 类名 and 业务名 unless the user typed names of their own; another application
 * puts 上级菜单 back to 顶级.
 */
export function followUpChanges(changed: Values, all: Values): Values {
  const out: Values = {};
  if ('databaseId' in changed) out.tableName = undefined;
  if ('appCode' in changed) out.menuPid = '0';
  const table = typeof all.tableName === 'string' ? all.tableName : '';
  if ('tablePrefix' in changed && table) {
    const now = removes(changed.tablePrefix);
    for (const [key, derive] of [['className', classNameOf], ['busName', busNameOf]] as const) {
      const current = all[key];
      if (!current || current === derive(table, !now)) out[key] = derive(table, now);
    }
  }
  return out;
}
