import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Popconfirm, Select, Space, Table, TreeSelect, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { addMember, getDepartmentTree, getMembers, removeMember, type Project, type ProjectMember } from '@/api/modules/project';
import { unwrap } from '@/api/modules/result';
import { getUserSelector } from '@/api/modules/notice';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import { useHasPerm } from '@/shared/crud';
import { dictOptions, dictTypeData } from '@/shared/utils/dict';
import { toTreeOptions } from '@/modules/system/shared/sources';
import { M, P } from './texts';

interface AddValues {
  userId?: string;
  projectRole?: string;
  departmentId?: string;
}

/** 成员: the project's members with their project roles and departments; add (or re-assign) and remove. */
export function MembersModal({ row, open, onClose }: ActionModalProps<Project>) {
  const projectId = row.id;
  const has = useHasPerm();
  const client = useQueryClient();
  const { busy, submit } = useSubmit();
  const [form] = Form.useForm<AddValues>();
  const key = ['projectMember', projectId];
  const members = useQuery({ queryKey: key, queryFn: () => unwrap(getMembers(projectId)), staleTime: 0, enabled: open });
  const users = useQuery({ queryKey: ['sysUser', 'selector'], queryFn: () => unwrap(getUserSelector()), enabled: open && has('project:addMember') });
  const departments = useQuery({
    queryKey: ['projectDepartment', 'tree', projectId],
    queryFn: async () => toTreeOptions(await unwrap(getDepartmentTree(projectId))),
    enabled: open && has('project:addMember'),
  });
  const reload = () => void client.invalidateQueries({ queryKey: key });

  const add = async () => {
    const values = await form.validateFields();
    const body = { userId: values.userId!, projectRole: values.projectRole ?? null, departmentId: values.departmentId ?? null };
    await submit(() => addMember(projectId, body), M.added, () => {
      form.resetFields();
      reload();
    });
  };

  const columns: TableColumnsType<ProjectMember> = [
    { title: M.memberName, dataIndex: 'name', width: 110 },
    { title: M.account, dataIndex: 'account', width: 120, ellipsis: true },
    { title: M.phone, dataIndex: 'phone', width: 120, render: (v: string | null) => v ?? '-' },
    { title: M.role, dataIndex: 'projectRole', width: 110, render: (v: string | null) => (v ? dictTypeData('project_role', v) : '-') },
    { title: M.department, dataIndex: 'departmentName', width: 120, render: (v: string | null) => v ?? '-' },
    { title: M.joined, dataIndex: 'createTime', width: 160, render: (v: string | null) => v ?? '-' },
  ];
  if (has('project:removeMember')) {
    columns.push({
      title: M.action, key: 'action', width: 70, fixed: 'right',
      render: (_, m) => (
        <Popconfirm title={M.confirmRemove(m.name)} onConfirm={() => submit(() => removeMember(projectId, m.userId), M.removed, reload)}>
          <Typography.Link type="danger">{M.remove}</Typography.Link>
        </Popconfirm>
      ),
    });
  }

  return (
    <Modal title={P.membersTitle(row.name)} open={open} onCancel={onClose} footer={null} width={860} destroyOnHidden>
      {has('project:addMember') && (
        <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} data-testid="member-add">
          <Form.Item name="userId" rules={[{ required: true, message: M.pickUser }]}>
            <Select style={{ width: 180 }} placeholder={M.user} showSearch={{ optionFilterProp: 'label' }} loading={users.isFetching}
              options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))} />
          </Form.Item>
          <Form.Item name="projectRole">
            <Select style={{ width: 140 }} placeholder={M.role} allowClear options={dictOptions('project_role')} />
          </Form.Item>
          <Form.Item name="departmentId">
            <TreeSelect style={{ width: 160 }} placeholder={M.department} allowClear treeDefaultExpandAll treeData={departments.data ?? []} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" loading={busy} onClick={() => void add()}>{M.add}</Button>
              <Typography.Text type="secondary">{M.addHint}</Typography.Text>
            </Space>
          </Form.Item>
        </Form>
      )}
      <Table<ProjectMember> rowKey="id" size="small" columns={columns} dataSource={members.data ?? []}
        loading={members.isFetching} pagination={false} scroll={{ x: 800, y: 420 }} locale={{ emptyText: M.empty }} />
    </Modal>
  );
}
