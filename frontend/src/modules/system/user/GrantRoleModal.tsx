import { useQuery } from '@tanstack/react-query';
import { Checkbox, Empty, Modal, Spin } from 'antd';
import { useState } from 'react';
import { unwrap } from '@/api/modules/result';
import { getRoleDropDown, getUserOwnRole, grantUserRole, type SysUser } from '@/api/modules/sys';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import { T as S } from '../shared/texts';
import { T } from './texts';

/** 授权角色: one checkbox per role (GET /sysRole/dropDown), the user's own roles pre-checked. */
export function GrantRoleModal({ row, open, onClose, onDone }: ActionModalProps<SysUser>) {
  const { busy: saving, submit } = useSubmit();
  const roles = useQuery({ queryKey: ['sysRole', 'dropDown'], queryFn: () => unwrap(getRoleDropDown()) });
  const own = useQuery({ queryKey: ['sysUser', 'ownRole', row.id], queryFn: () => unwrap(getUserOwnRole(row.id)), staleTime: 0 });
  const [picked, setPicked] = useState<string[] | null>(null);
  const value = picked ?? own.data ?? [];
  const loading = roles.isLoading || own.isLoading;

  const save = async () => {
    await submit(() => grantUserRole(row.id, value), S.grantOk, onDone);
  };

  const options = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Modal title={T.grantRoleTitle(row.name)} open={open} onCancel={onClose} onOk={save} confirmLoading={saving}
      okButtonProps={{ disabled: loading }} mask={{ closable: false }}>
      <Spin spinning={loading}>
        <div style={{ minHeight: 80, paddingTop: 12 }}>
          {options.length === 0 && !loading
            ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noRoles} />
            : <Checkbox.Group value={value} options={options} onChange={(v) => setPicked(v.map(String))}
                style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', rowGap: 12 }} />}
        </div>
      </Spin>
    </Modal>
  );
}
