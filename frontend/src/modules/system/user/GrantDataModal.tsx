import { useQuery } from '@tanstack/react-query';
import { Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { unwrap } from '@/api/modules/result';
import { getUserOwnData, grantUserData, type SysUser } from '@/api/modules/sys';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import { OrgCheckTree } from '../shared/OrgCheckTree';
import { T as S } from '../shared/texts';
import { T } from './texts';

/** 授权数据: extra orgs in the user's data scope (GET /sysUser/ownData, POST /sysUser/grantData). */
export function GrantDataModal({ row, open, onClose, onDone }: ActionModalProps<SysUser>) {
  const { busy: saving, submit } = useSubmit();
  const own = useQuery({ queryKey: ['sysUser', 'ownData', row.id], queryFn: () => unwrap(getUserOwnData(row.id)), staleTime: 0 });
  const [orgs, setOrgs] = useState<string[] | null>(null);
  const value = orgs ?? own.data ?? [];

  const save = async () => {
    await submit(() => grantUserData(row.id, value), S.grantOk, onDone);
  };

  return (
    <Modal title={T.grantDataTitle(row.name)} open={open} width={560} onCancel={onClose} onOk={save} confirmLoading={saving}
      okButtonProps={{ disabled: own.isLoading }} mask={{ closable: false }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{T.grantDataHint}</Typography.Paragraph>
      <Spin spinning={own.isLoading}>
        <OrgCheckTree value={value} onChange={setOrgs} />
      </Spin>
    </Modal>
  );
}
