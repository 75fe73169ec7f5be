import { resetUserPwd, type SysUser } from '@/api/modules/sys';
import { CrudPage, TreeSidebarLayout, type ResourceDef, type Values } from '@/shared/crud';
import { orgTreeSource, posSource } from '../shared/sources';
import { statusField } from '../shared/StatusSwitch';
import { GrantDataModal } from './GrantDataModal';
import { GrantRoleModal } from './GrantRoleModal';
import { T } from './texts';

interface Labeled {
  value: string;
  label?: unknown;
}

/** Row/detail -> form: the employee info is flattened; the org keeps its name for the request. */
export function userToForm(row: SysUser): Values {
  const emp = row.sysEmpInfo;
  return {
    ...row,
    org: emp?.orgId ? { value: emp.orgId, label: emp.orgName ?? emp.orgId } : undefined,
    posIdList: (emp?.positions ?? []).map((p) => p.posId),
    jobNum: emp?.jobNum ?? undefined,
  };
}

/** Form -> Snowy's body: `{..., sysEmpParam: {orgId, orgName, posIdList, jobNum, extIds: []}}`. */
export function userToBody(values: Values): Values {
  const { org, posIdList, jobNum, ...rest } = values;
  const picked = org as Labeled | undefined;
  return {
    ...rest,
    sysEmpParam: {
      orgId: picked?.value ?? null,
      orgName: picked?.label === undefined || picked.label === null ? null : String(picked.label),
      posIdList: (posIdList as string[] | undefined) ?? [],
      jobNum: (jobNum as string | undefined) ?? null,
      extIds: [],
    },
  };
}

const positionsOf = (row: SysUser) => (row.sysEmpInfo?.positions ?? []).map((p) => p.posName).join('、') || undefined;

/** 用户管理: org tree filter, status switch, 授权角色 / 授权数据 / 重置密码, export and import. */
export const userDef: ResourceDef<SysUser> = {
  name: 'sysUser',
  title: T.title,
  api: { detail: true, export: true, import: true, template: true, changeStatus: true },
  detail: true,
  deleteShape: 'array',
  batchDelete: true,
  formLayout: 'drawer',
  formColumns: 2,
  columns: [
    { key: 'searchValue', title: T.keyword, placeholder: T.keywordPlaceholder, inSearch: true, inTable: false, inForm: false, inDetail: false },
    { key: 'account', title: T.account, sorter: true, rules: { required: true, max: 50 } },
    { key: 'name', title: T.name, sorter: true, rules: { required: true, max: 100 } },
    { key: 'nickName', title: T.nickName, inTable: false, rules: { max: 100 } },
    { key: 'sex', title: T.sex, type: 'radio', dictCode: 'sex', numeric: true, width: 70 },
    { key: 'birthday', title: T.birthday, type: 'date', inTable: false },
    { key: 'phone', title: T.phone, width: 120, rules: { required: true, pattern: /^1\d{10}$/, patternMessage: T.phonePattern } },
    { key: 'email', title: T.email, inTable: false, rules: { email: true, max: 100 } },
    { key: 'tel', title: T.tel, inTable: false, rules: { max: 30 } },
    { key: 'sysEmpInfo.orgName', title: T.org, inForm: false, ellipsis: true },
    {
      key: 'org', title: T.org, type: 'tree-select', source: orgTreeSource, inTable: false,
      get: (row) => row.sysEmpInfo?.orgName, inDetail: false, props: { labelInValue: true }, rules: { required: true },
    },
    { key: 'posIdList', title: T.positions, type: 'select', source: posSource, multiple: true, inTable: false, get: positionsOf },
    { key: 'jobNum', title: T.jobNum, inTable: false, get: (row) => row.sysEmpInfo?.jobNum, rules: { max: 100 } },
    statusField<SysUser>('sysUser', T.what, T.status),
  ],
  toForm: userToForm,
  toBody: userToBody,
  rowActions: [
    { key: 'grantRole', text: T.grantRole, perm: 'sysUser:grantRole', modal: GrantRoleModal },
    { key: 'grantData', text: T.grantData, perm: 'sysUser:grantData', modal: GrantDataModal },
    {
      key: 'resetPwd', text: T.resetPwd, perm: 'sysUser:resetPwd',
      confirm: (row) => T.confirmResetPwd(row.name), run: (row) => resetUserPwd(row.id), successText: T.resetPwdOk,
    },
  ],
};

export default function UserPage() {
  return (
    <TreeSidebarLayout source={orgTreeSource} testId="user-org-tree">
      {(orgId, node) => (
        <CrudPage def={userDef} params={orgId ? { 'sysEmpParam.orgId': orgId } : undefined}
          addDefaults={node ? { org: { value: node.value, label: node.title } } : undefined} />
      )}
    </TreeSidebarLayout>
  );
}
