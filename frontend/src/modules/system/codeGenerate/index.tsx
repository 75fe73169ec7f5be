import { useMemo } from 'react';
import { downloadCode, type CodeGenerate } from '@/api/modules/codeGenerate';
import { feedback } from '@/shared/feedback/feedback';
import { useSession } from '@/app/session';
import { CrudPage, type ResourceDef, type Values } from '@/shared/crud';
import { appSource } from '../shared/sources';
import { ConfigDrawer } from './ConfigDrawer';
import { runLocalGenerate } from './localGenerate';
import { followUpChanges } from './naming';
import { PreviewDrawer } from './PreviewDrawer';
import { databaseSource, menuPidSource, OWN_DATABASE_ID } from './sources';
import { TableSelect } from './TableSelect';
import { T } from './texts';

/**
 * 代码生成: one generation config per source table (of the console's database or a registered one).
 * 配置 edits how each column is generated, 预览 shows the files, 下载 gives them as a zip and
 * 生成到本项目 writes them into the project (development installations only).
 */
export const codeGenerateDef: ResourceDef<CodeGenerate> = {
  name: 'codeGenerate',
  title: T.title,
  api: { detail: true },
  deleteShape: 'array',
  formColumns: 2,
  columns: [
    {
      key: 'databaseId', title: T.database, type: 'select', source: databaseSource, width: 130, ellipsis: true,
      get: (row) => row.databaseName ?? row.databaseId, defaultValue: OWN_DATABASE_ID, rules: { required: true },
    },
    {
      key: 'tableName', title: T.tableName, type: 'custom', width: 160, ellipsis: true,
      deps: ['databaseId'], control: (props) => <TableSelect {...props} />, placeholder: T.tableNamePick, rules: { required: true },
    },
    {
      key: 'searchTableName', searchKey: 'tableName', title: T.tableName, inSearch: true, inTable: false, inForm: false,
      inDetail: false,
    },
    { key: 'tableComment', title: T.tableComment, ellipsis: true, rules: { required: true, max: 30 } },
    {
      key: 'className', title: T.className, width: 130, ellipsis: true,
      rules: { required: true, max: 60, pattern: /^[A-Z][A-Za-z0-9]*$/, patternMessage: T.classNamePattern },
    },
    {
      key: 'busName', title: T.busName, width: 120, ellipsis: true, tooltip: T.busNameHelp,
      rules: { required: true, max: 40, pattern: /^[a-z][a-z0-9_]*$/, patternMessage: T.busNamePattern },
    },
    {
      key: 'tablePrefix', title: T.tablePrefix, type: 'radio', dictCode: 'yes_or_no', defaultValue: 'N', inTable: false,
      tooltip: T.tablePrefixHelp, rules: { required: true },
    },
    {
      key: 'generateType', title: T.generateType, type: 'radio', dictCode: 'code_gen_create_type', defaultValue: '1', width: 100,
      rules: { required: true },
    },
    { key: 'appCode', title: T.appCode, type: 'select', source: appSource, inTable: false, rules: { required: true } },
    {
      key: 'menuPid', title: T.menuPid, type: 'tree-select', source: menuPidSource, deps: ['appCode'], defaultValue: '0',
      inTable: false, rules: { required: true },
    },
    { key: 'authorName', title: T.authorName, width: 100, rules: { required: true, max: 20 } },
  ],
  rowActions: [
    { key: 'config', text: T.config, perm: 'sysCodeGenerateConfig:list', modal: ConfigDrawer },
    { key: 'preview', text: T.preview, perm: 'codeGenerate:runFileContent', modal: PreviewDrawer },
    {
      key: 'download', text: T.download, perm: 'codeGenerate:runDown', successText: T.downloadStarted,
      // A refused download rejects: the row-action runner shows the server's message.
      run: async (row) => {
        await downloadCode(row);
        return { success: true, code: 200, message: T.downloadStarted, data: null };
      },
    },
    { key: 'local', text: T.local, perm: 'codeGenerate:runLocal', onClick: (row) => runLocalGenerate(row, feedback) },
  ],
  onValuesChange: (changed, all, form) => {
    const follow = followUpChanges(changed, all);
    if (Object.keys(follow).length) form.setFieldsValue(follow);
  },
};

export default function CodeGeneratePage() {
  const user = useSession((s) => s.user);
  const apps = useSession((s) => s.apps);
  const addDefaults = useMemo<Values>(() => ({
    authorName: user?.name || user?.account,
    appCode: (apps.find((a) => a.active) ?? apps[0])?.code,
  }), [apps, user]);
  return <CrudPage def={codeGenerateDef} addDefaults={addDefaults} />;
}
