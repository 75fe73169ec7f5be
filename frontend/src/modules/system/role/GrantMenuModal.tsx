import { useQueries, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Modal, Spin, Tabs, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import type { Key } from 'react';
import { unwrap } from '@/api/modules/result';
import { getAppList, getMenuTreeForGrant, getRoleOwnMenu, grantRoleMenu, type SysRole, type TreeNode } from '@/api/modules/sys';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import { T as S } from '../shared/texts';
import { allValues, grantedMenuIds, initialChecked, leafValues, toggleNode } from './menuGrant';
import { T } from './texts';

const toData = (nodes: readonly TreeNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.value ?? n.id, title: n.title, children: n.children?.length ? toData(n.children) : undefined }));

const topKeys = (nodes: readonly TreeNode[]) => nodes.filter((n) => n.children?.length).map((n) => n.value ?? n.id);

/** 授权菜单: one checkable menu tree (with buttons) per application; saves checked + half-checked ids. */
export function GrantMenuModal({ row, open, onClose, onDone }: ActionModalProps<SysRole>) {
  const { busy: saving, submit } = useSubmit();
  const apps = useQuery({ queryKey: ['sysApp', 'list'], queryFn: () => unwrap(getAppList()) });
  const own = useQuery({ queryKey: ['sysRole', 'ownMenu', row.id], queryFn: () => unwrap(getRoleOwnMenu(row.id)), staleTime: 0 });
  const trees = useQueries({
    queries: (apps.data ?? []).map((app) => ({
      queryKey: ['sysMenu', 'treeForGrant', app.code],
      queryFn: () => unwrap(getMenuTreeForGrant(app.code)),
      staleTime: 0,
    })),
  });
  const loading = apps.isLoading || own.isLoading || trees.some((q) => q.isLoading);
  const allTrees = useMemo(() => trees.map((q) => (q.data ?? []) as TreeNode[]), [trees]);

  const [checked, setChecked] = useState<string[] | null>(null);
  const [expanded, setExpanded] = useState<Record<string, Key[]>>({});
  const current = checked ?? (loading ? [] : initialChecked(allTrees, own.data ?? []));

  const onCheck = (tree: TreeNode[], keys: Key[]) => {
    const leaves = new Set(leafValues(tree));
    const others = current.filter((k) => !leaves.has(k));
    setChecked([...others, ...keys.map(String).filter((k) => leaves.has(k))]);
  };

  const save = async () => {
    await submit(() => grantRoleMenu(row.id, grantedMenuIds(allTrees, current, own.data ?? [])), S.grantOk, onDone);
  };

  const items = (apps.data ?? []).map((app, i) => {
    const tree = allTrees[i] ?? [];
    const keys = expanded[app.code] ?? topKeys(tree);
    return {
      key: app.code,
      label: app.name,
      children: tree.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noMenus} /> : (
        <>
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Button size="small" onClick={() => setExpanded({ ...expanded, [app.code]: allValues(tree) })}>{S.expandAll}</Button>
            <Button size="small" onClick={() => setExpanded({ ...expanded, [app.code]: [] })}>{S.collapseAll}</Button>
          </Flex>
          <Tree checkable treeData={toData(tree)} checkedKeys={current} expandedKeys={keys}
            onExpand={(k) => setExpanded({ ...expanded, [app.code]: k })}
            onCheck={(k) => onCheck(tree, Array.isArray(k) ? k : k.checked)}
            selectedKeys={[]} onSelect={(_k, info) => setChecked(toggleNode(tree, current, String(info.node.key)))}
            style={{ maxHeight: 460, overflow: 'auto' }} />
        </>
      ),
    };
  });

  return (
    <Modal title={T.grantMenuTitle(row.name)} open={open} width={720} onCancel={onClose} onOk={save} confirmLoading={saving}
      okButtonProps={{ disabled: loading }} mask={{ closable: false }}>
      <Spin spinning={loading}>
        {items.length === 0 && !loading ? <Empty description={T.noApps} /> : <Tabs items={items} />}
        <Typography.Text type="secondary">{T.selectedCount(current.length)}</Typography.Text>
      </Spin>
    </Modal>
  );
}
