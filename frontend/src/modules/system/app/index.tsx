import { Tag } from 'antd';
import { setAppAsDefault, type SysApp } from '@/api/modules/sys';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { APP_LIST_KEY } from '../shared/sources';
import { T } from './texts';

const YES_NO = [{ value: 'Y', label: T.yes }, { value: 'N', label: T.no }];

/** 应用管理: 应用名称, 唯一编码, 是否默认 (one default app), 状态; row action 设为默认. */
export const appDef: ResourceDef<SysApp> = {
  name: 'sysApp',
  title: T.title,
  api: { detail: true },
  columns: [
    { key: 'name', title: T.name, inSearch: true, rules: { required: true, max: 100 } },
    { key: 'code', title: T.code, inSearch: true, rules: { required: true, max: 50, pattern: /^[A-Za-z0-9_]+$/, patternMessage: T.codePattern } },
    {
      key: 'active', title: T.active, type: 'radio', options: YES_NO, defaultValue: 'N', width: 110, rules: { required: true },
      render: (v) => (v === 'Y' ? <Tag color="blue">{T.yes}</Tag> : <Tag>{T.no}</Tag>),
    },
    { key: 'status', title: T.status, type: 'dict', dictCode: 'common_status', numeric: true, inForm: false, width: 100 },
  ],
  rowActions: [{
    key: 'setAsDefault',
    text: T.setDefault,
    perm: 'sysApp:setAsDefault',
    show: (row) => row.active !== 'Y',
    confirm: (row) => T.confirmSetDefault(row.name),
    run: (row) => setAppAsDefault(row.id),
    successText: T.setDefaultOk,
  }],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: APP_LIST_KEY }),
};

export default function AppPage() {
  return <CrudPage def={appDef} />;
}
