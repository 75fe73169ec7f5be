import { Space, Tag } from 'antd';
import { forceExist, type OnlineUser } from '@/api/modules/online';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { T } from './texts';

/**
 * 在线用户: who is signed in right now (one row per session, newest sign-in first), search by account,
 * 强制下线 with a confirm. The caller's own session is marked and cannot be forced out from here.
 */
export const onlineUserDef: ResourceDef<OnlineUser> = {
  name: 'sysOnlineUser',
  title: T.title,
  rowKey: 'handle',
  api: { page: '/sysOnlineUser/list', add: false, edit: false, delete: false },
  columns: [
    {
      key: 'account', title: T.account, inSearch: true, width: 160,
      render: (v, row) => (
        <Space size={4}>{String(v)}{row.current && <Tag color="blue">{T.current}</Tag>}</Space>
      ),
    },
    { key: 'nickName', title: T.nickName, width: 120 },
    { key: 'lastLoginIp', title: T.ip, width: 130 },
    { key: 'lastLoginBrowser', title: T.browser, width: 130, ellipsis: true },
    { key: 'lastLoginOs', title: T.os, width: 120, ellipsis: true },
    { key: 'lastLoginTime', title: T.loginTime, width: 170 },
    { key: 'lastAccessTime', title: T.lastAccess, width: 170 },
  ],
  rowActions: [
    {
      key: 'forceExist',
      text: T.forceExit,
      perm: 'sysOnlineUser:forceExist',
      danger: true,
      show: (row) => !row.current,
      confirm: (row) => T.confirmForceExit(row.account),
      run: (row) => forceExist(row.handle),
      successText: T.forced,
    },
  ],
};

export default function OnlineUserPage() {
  return <CrudPage def={onlineUserDef} />;
}
