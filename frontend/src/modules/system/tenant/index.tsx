import type { SysTenant } from '@/api/modules/tenant';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { statusField } from '../shared/StatusSwitch';
import { AdminPwdModal } from './AdminPwdModal';
import { T } from './texts';

/** 租户管理: each tenant gets its own database and administrator; code and admin account are fixed once created. */
export const tenantDef: ResourceDef<SysTenant> = {
  name: 'sysTenant',
  title: T.title,
  api: { list: false, detail: true, changeStatus: true },
  deleteShape: 'array',
  saveTimeoutMs: 120_000, // adding creates, migrates and seeds the tenant's database (seconds, more on a busy server)
  detail: true,
  columns: [
    { key: 'name', title: T.name, inSearch: true, sorter: true, rules: { required: true, max: 100 } },
    {
      key: 'code', title: T.code, inSearch: true, sorter: true, help: T.codeHelp,
      inForm: 'add',
      rules: { required: true, pattern: /^[a-z][a-z0-9_]{1,29}$/, patternMessage: T.codePattern },
    },
    {
      key: 'adminName', title: T.adminName, inForm: 'add', help: T.adminNameHelp,
      rules: { required: true, pattern: /^[A-Za-z0-9_]{2,50}$/, patternMessage: T.adminPattern },
    },
    {
      key: 'adminPassword', title: T.adminPassword, type: 'password', inTable: false, inDetail: false, inForm: 'add',
      rules: { required: true, min: 6, max: 32 }, props: { autoComplete: 'new-password' },
    },
    { key: 'dbName', title: T.dbName, inForm: false, inTable: false },
    { key: 'sort', title: T.sort, type: 'number', sorter: true, width: 90, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, inTable: false, rules: { max: 255 } },
    statusField<SysTenant>('sysTenant', T.what, T.status),
    { key: 'createTime', title: T.createTime, inForm: false, sorter: true, width: 180 },
  ],
  deleteConfirm: (row) => T.deleteConfirm(row.name),
  rowActions: [{ key: 'updateAdminPwd', text: T.updatePwd, perm: 'sysTenant:updateAdminPwd', modal: AdminPwdModal }],
};

export default function TenantPage() {
  return <CrudPage def={tenantDef} />;
}
