import type { SysDatabaseInfo } from '@/api/modules/databaseInfo';
import { feedback } from '@/shared/feedback/feedback';
import { CrudPage, type FieldDef, type ResourceDef, type Values } from '@/shared/crud';
import { runConnectionTest, TEST_PERM, TestConnectionButton } from './connectionTest';
import { T } from './texts';

const DEFAULT_PORTS: Record<string, number> = { postgresql: 5432, mysql: 3306, mssql: 1433 };
const server = (values: Values) => values.dialect !== 'sqlite';
const password = (inForm: 'add' | 'edit', extra: Partial<FieldDef<SysDatabaseInfo>>): FieldDef<SysDatabaseInfo> => ({
  key: 'password', title: T.password, type: 'password', inTable: false, inDetail: false, inForm,
  deps: ['dialect'], show: server, rules: { max: 256 }, ...extra,
});

/**
 * 数据库信息: external databases (PostgreSQL, MySQL, SQLite, SQL Server) with 测试连接. The password is
 * write-only (the list says whether one is set); the console's own database is the read-only first row.
 */
export const databaseInfoDef: ResourceDef<SysDatabaseInfo> = {
  name: 'sysDatabaseInfo',
  title: T.title,
  api: { detail: true, export: true },
  detail: true,
  columns: [
    { key: 'name', title: T.name, inSearch: true, sorter: true, rules: { required: true, max: 100 } },
    {
      key: 'dialect', title: T.dialect, type: 'dict', dictCode: 'db_dialect', inSearch: true, sorter: true, width: 120,
      defaultValue: 'postgresql', rules: { required: true },
    },
    { key: 'host', title: T.host, deps: ['dialect'], show: server, rules: { required: true, max: 255 } },
    {
      key: 'port', title: T.port, type: 'number', width: 90, deps: ['dialect'], show: server, defaultValue: 5432,
      props: { min: 1, max: 65535, precision: 0 },
    },
    { key: 'database', title: T.database, tooltip: T.databaseHelp, ellipsis: true, rules: { required: true, max: 255 } },
    { key: 'username', title: T.username, deps: ['dialect'], show: server, rules: { max: 100 } },
    password('add', { props: { autoComplete: 'new-password' } }),
    password('edit', { help: T.passwordKeep, placeholder: T.passwordKeep, props: { autoComplete: 'new-password' } }),
    {
      key: 'clearPassword', title: T.clearPassword, type: 'switch', inTable: false, inDetail: false, inForm: 'edit',
      deps: ['dialect', 'password'], show: (values) => server(values) && !values.password, defaultValue: false,
    },
    {
      key: 'passwordSet', title: T.passwordSet, inForm: false, width: 100,
      render: (value) => (value ? T.yes : T.no),
    },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
    {
      key: 'id', title: T.connection, type: 'custom', inTable: false, inDetail: false,
      control: (props) => <TestConnectionButton {...props} />,
    },
    { key: 'createTime', title: T.createTime, inForm: false, sorter: true, width: 170 },
  ],
  canEdit: (row) => !row.readOnly,
  canDelete: (row) => !row.readOnly,
  rowActions: [
    {
      key: 'testConnection', text: T.test, perm: TEST_PERM,
      onClick: (row) => void runConnectionTest({ id: row.id }, feedback),
    },
  ],
  onValuesChange: (changed, all, form) => {
    if (!('dialect' in changed)) return;
    const port = all.port as number | undefined;
    const known = port === undefined || port === null || Object.values(DEFAULT_PORTS).includes(port);
    if (known) form.setFieldValue('port', DEFAULT_PORTS[String(changed.dialect)]);
  },
  toBody: (values) => {
    const body: Values = { ...values };
    if (!body.password) delete body.password;
    return body;
  },
};

export default function DatabaseInfoPage() {
  return <CrudPage def={databaseInfoDef} />;
}
