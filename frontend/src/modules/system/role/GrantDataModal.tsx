import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { unwrap } from '@/api/modules/result';
import { getRoleOwnData, grantRoleData, type SysRole } from '@/api/modules/sys';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import { dictOptions } from '@/shared/utils/dict';
import { OrgCheckTree } from '../shared/OrgCheckTree';
import { T as S } from '../shared/texts';
import { CUSTOM_SCOPE, T } from './texts';

/** 授权数据: the role's 数据范围 (dict data_scope_type); for 自定义数据 the org tree with checkboxes. */
export function GrantDataModal({ row, open, onClose, onDone }: ActionModalProps<SysRole>) {
  const { busy: saving, submit } = useSubmit();
  const own = useQuery({ queryKey: ['sysRole', 'ownData', row.id], queryFn: () => unwrap(getRoleOwnData(row.id)), staleTime: 0 });
  const [scope, setScope] = useState<number | undefined>(row.dataScopeType ?? undefined);
  const [orgs, setOrgs] = useState<string[] | null>(null);
  const [missing, setMissing] = useState(false);
  const checked = orgs ?? own.data ?? [];
  const options = dictOptions('data_scope_type').map((o) => ({ value: Number(o.value), label: o.label }));
  const custom = scope === CUSTOM_SCOPE;

  const save = async () => {
    if (scope === undefined || (custom && checked.length === 0)) {
      setMissing(true);
      return;
    }
    await submit(() => grantRoleData(row.id, scope, custom ? checked : []), S.grantOk, onDone);
  };

  return (
    <Modal title={T.grantDataTitle(row.name)} open={open} width={640} onCancel={onClose} onOk={save} confirmLoading={saving}
      mask={{ closable: false }}>
      <Spin spinning={own.isLoading}>
        <Form layout="vertical" style={{ marginTop: 16 }}>
          <Form.Item label={T.dataScope} required validateStatus={missing && scope === undefined ? 'error' : undefined}
            help={missing && scope === undefined ? T.dataScopeRequired : undefined}>
            <Select value={scope} options={options} placeholder={T.dataScopeRequired} onChange={(v: number) => setScope(v)} />
          </Form.Item>
          {custom && (
            <Form.Item label={T.customOrgs} required>
              {missing && checked.length === 0 && <Alert type="error" title={T.customOrgsRequired} style={{ marginBottom: 8 }} />}
              <OrgCheckTree value={checked} onChange={setOrgs} />
            </Form.Item>
          )}
        </Form>
      </Spin>
    </Modal>
  );
}
