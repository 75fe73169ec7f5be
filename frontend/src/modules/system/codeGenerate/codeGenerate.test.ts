import type { CodeGenConfig } from '@/api/modules/codeGenerate';
import { hasView } from '@/app/viewRegistry';
import { fieldsFor, permissionCodes, searchParams, submitBody } from '@/shared/crud';
import { codeLines } from './CodeBlock';
import { applyChange, canToggle, configProblems, defaultQueryType, flagState, isEditable, setFlagForAll } from './configRules';
import { codeGenerateDef } from './index';
import { busNameOf, classNameOf, followUpChanges, nameWords, valuesForTable } from './naming';
import { folderOf } from './PreviewDrawer';
import { dictTypeOptions } from './sources';
import { T } from './texts';

const config = (extra: Partial<CodeGenConfig> = {}): CodeGenConfig => ({
  id: '1', codeGenId: '9', columnName: 'name', javaName: 'name', columnComment: '名称', javaType: 'String',
  dataType: 'VARCHAR(50)', effectType: 'input', dictTypeCode: null, whetherRetract: 'N', whetherRequired: 'Y',
  queryWhether: 'N', queryType: null, whetherTable: 'Y', whetherAddUpdate: 'Y', columnKey: null, columnKeyName: null,
  whetherCommon: 'N', ...extra,
});

describe('代码生成 names', () => {
  it('splits table names at underscores and camel-case humps', () => {
    expect(nameWords('biz_widget')).toEqual(['biz', 'widget']);
    expect(nameWords('BizWidgetItem')).toEqual(['biz', 'widget', 'item']);
    expect(nameWords('T_USER-INFO')).toEqual(['t', 'user', 'info']);
    expect(nameWords('XMLReport2')).toEqual(['xml', 'report2']);
  });

  it('derives 类名 in PascalCase and 业务名 in lower snake case, without the prefix when asked', () => {
    expect(classNameOf('biz_widget', false)).toBe('BizWidget');
    expect(classNameOf('biz_widget', true)).toBe('Widget');
    expect(busNameOf('biz_widget', false)).toBe('biz_widget');
    expect(busNameOf('biz_widget', true)).toBe('widget');
    expect(classNameOf('BizWidgetItem', true)).toBe('WidgetItem');
    expect(busNameOf('BizWidgetItem', true)).toBe('widget_item');
    // a table of one word has no prefix to remove
    expect(classNameOf('widget', true)).toBe('Widget');
    expect(busNameOf('widget', true)).toBe('widget');
  });

  it('fills 功能名, 类名 and 业务名 from a picked table', () => {
    const table = { tableName: 'biz_widget', tableComment: ' 小部件 ', createTime: null, updateTime: null };
    expect(valuesForTable(table, 'Y')).toEqual({ tableName: 'biz_widget', tableComment: '小部件', className: 'Widget', busName: 'widget' });
    expect(valuesForTable({ tableName: 'biz_widget', tableComment: null, createTime: null, updateTime: null }, 'N'))
      .toEqual({ tableName: 'biz_widget', tableComment: '', className: 'BizWidget', busName: 'biz_widget' });
  });

  it('renames on 移除表前缀 unless the user typed names of their own', () => {
    const all = { tableName: 'biz_widget', className: 'BizWidget', busName: 'biz_widget', tablePrefix: 'Y' };
    expect(followUpChanges({ tablePrefix: 'Y' }, all)).toEqual({ className: 'Widget', busName: 'widget' });
    const typed = { ...all, className: 'Gadget', busName: 'gadget' };
    expect(followUpChanges({ tablePrefix: 'Y' }, typed)).toEqual({});
    expect(followUpChanges({ tablePrefix: 'N' }, { ...all, className: 'Widget', busName: '', tablePrefix: 'N' }))
      .toEqual({ className: 'BizWidget', busName: 'biz_widget' });
  });

  it('empties 表名称 for another data source and resets 上级菜单 for another application', () => {
    expect(followUpChanges({ databaseId: '7' }, { databaseId: '7', tableName: 'biz_widget' })).toEqual({ tableName: undefined });
    expect(followUpChanges({ appCode: 'busiapp' }, { appCode: 'busiapp', menuPid: '123' })).toEqual({ menuPid: '0' });
    expect(followUpChanges({ authorName: 'x' }, { tableName: 'biz_widget' })).toEqual({});
  });
});

describe('代码生成 column editor rules', () => {
  it('never edits common columns (id, audit columns, version, status)', () => {
    const common = config({ columnName: 'create_time', whetherCommon: 'Y', whetherTable: 'N' });
    expect(isEditable(common)).toBe(false);
    expect(isEditable(config())).toBe(true);
    expect(applyChange(common, { whetherTable: 'Y' })).toBe(common);
    const [after] = setFlagForAll([common], 'whetherTable', true);
    expect(after.whetherTable).toBe('N');
  });

  it('keeps a NOT NULL column in the form and required, and leaves columns of unusable types alone', () => {
    const notNull = config({ nullable: 'N', whetherRequired: 'Y', whetherAddUpdate: 'Y' });
    expect(canToggle(notNull, 'whetherRequired')).toBe(false);
    expect(canToggle(notNull, 'queryWhether')).toBe(true);
    expect(applyChange(notNull, { whetherRequired: 'N', whetherAddUpdate: 'N' })).toMatchObject({ whetherRequired: 'Y', whetherAddUpdate: 'Y' });
    const [kept, changed] = setFlagForAll([notNull, config({ id: '2', whetherRequired: 'Y' })], 'whetherRequired', false);
    expect([kept.whetherRequired, changed.whetherRequired]).toEqual(['Y', 'N']);
    expect(flagState([notNull], 'whetherRequired').disabled).toBe(true);
    expect(isEditable(config({ kind: '-' }))).toBe(false);
  });

  it('drops the dictionary of an effect type without options and picks a query type when 查询 is ticked', () => {
    const radio = config({ effectType: 'radio', dictTypeCode: 'yes_or_no' });
    expect(applyChange(radio, { effectType: 'checkbox' }).dictTypeCode).toBe('yes_or_no');
    expect(applyChange(radio, { effectType: 'input' }).dictTypeCode).toBeNull();
    expect(applyChange(config(), { queryWhether: 'Y' }).queryType).toBe('like');
    expect(applyChange(config({ javaType: 'Integer', dataType: 'INTEGER' }), { queryWhether: 'Y' }).queryType).toBe('eq');
    expect(applyChange(config({ queryType: 'ne' }), { queryWhether: 'Y' }).queryType).toBe('ne');
    expect(defaultQueryType({ javaType: 'str', dataType: 'TEXT' })).toBe('like');
  });

  it('shows the header checkbox over the editable rows only', () => {
    const rows = [config({ id: '1', whetherCommon: 'Y', queryWhether: 'N' }), config({ id: '2', queryWhether: 'Y' })];
    expect(flagState(rows, 'queryWhether')).toEqual({ checked: true, indeterminate: false, disabled: false });
    rows.push(config({ id: '3' }));
    expect(flagState(rows, 'queryWhether')).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect(flagState([rows[0]], 'queryWhether').disabled).toBe(true);
  });

  it('names the columns that need a dictionary or a query type before saving', () => {
    const rows = [
      config({ columnName: 'kind', effectType: 'select' }),
      config({ columnName: 'qty', queryWhether: 'Y', queryType: null }),
      config({ columnName: 'status', effectType: 'radio', whetherCommon: 'Y' }),
    ];
    expect(configProblems(rows, T)).toEqual(['请为以下字段选择字典：kind', '请为以下查询字段选择查询方式：qty']);
    expect(configProblems([config()], T)).toEqual([]);
  });
});

describe('代码生成 screen', () => {
  it('is registered under the menu component gen/codeGenerate/index', () => {
    expect(hasView('gen/codeGenerate/index')).toBe(true);
  });

  it('guards its actions with the codeGenerate permission codes', () => {
    expect(permissionCodes(codeGenerateDef)).toMatchObject({
      page: 'codeGenerate:page', add: 'codeGenerate:add', edit: 'codeGenerate:edit',
      delete: 'codeGenerate:delete', detail: 'codeGenerate:detail',
    });
    expect(codeGenerateDef.rowActions?.map((a) => a.perm)).toEqual([
      'sysCodeGenerateConfig:list', 'codeGenerate:runFileContent', 'codeGenerate:runDown', 'codeGenerate:runLocal',
    ]);
    expect(codeGenerateDef.deleteShape).toBe('array');
  });

  it('searches by 表名称 with a text box and defaults to the own database', () => {
    const search = fieldsFor(codeGenerateDef, 'search');
    expect(search.map((f) => f.type ?? 'text')).toEqual(['text']);
    expect(searchParams(search, { searchTableName: ' widget ' })).toEqual({ tableName: 'widget' });
    const add = fieldsFor(codeGenerateDef, 'add');
    expect(add.map((f) => f.key)).toEqual([
      'databaseId', 'tableName', 'tableComment', 'className', 'busName', 'tablePrefix', 'generateType', 'appCode',
      'menuPid', 'authorName',
    ]);
    expect(add.find((f) => f.key === 'databaseId')?.defaultValue).toBe('0');
  });

  it('sends the id and version back with an edit', () => {
    const values = { databaseId: '0', tableName: 'biz_widget', tableComment: '小部件', className: 'Widget', busName: 'widget' };
    const body = submitBody(codeGenerateDef, values, 'edit', { id: '5', version: 3 } as never);
    expect(body).toMatchObject({ ...values, id: '5', version: 3 });
  });
});

describe('代码生成 preview', () => {
  it('numbers the lines of a file without an empty last line', () => {
    expect(codeLines('a\r\nb\n')).toEqual(['a', 'b']);
    expect(codeLines('')).toEqual(['']);
  });

  it('shows the folder of a path under the file name', () => {
    expect(folderOf('backend/src/sitesafe/modules/gen/widget/models.py')).toBe('backend/src/sitesafe/modules/gen/widget');
    expect(folderOf('README.md')).toBe('');
  });

  it('offers each dictionary type by name and code', () => {
    expect(dictTypeOptions([{ code: 'yes_or_no', name: '是否' }])).toEqual([{ value: 'yes_or_no', label: '是否（yes_or_no）' }]);
    expect(dictTypeOptions(null)).toEqual([]);
  });
});
