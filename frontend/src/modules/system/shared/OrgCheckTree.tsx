import { Button, Empty, Flex, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useSourceData, type TreeOption } from '@/shared/crud';
import { orgTreeSource } from './sources';
import { T } from './texts';

const toData = (nodes: readonly TreeOption[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.value, title: n.title, children: n.children ? toData(n.children) : undefined }));

/** Every value of a tree (depth first). */
export function allValues(nodes: readonly TreeOption[]): string[] {
  return nodes.flatMap((n) => [n.value, ...allValues(n.children ?? [])]);
}

interface Props {
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/**
 * The org tree with one checkbox per org; each org is checked on its own (a parent does not imply its
 * children), so that exactly the checked orgs are granted.
 */
export function OrgCheckTree({ value, onChange, disabled }: Props) {
  const { data, isLoading } = useSourceData(orgTreeSource);
  const nodes = useMemo(() => data ?? [], [data]);
  const all = useMemo(() => allValues(nodes), [nodes]);
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  if (isLoading) return <Spin />;
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div>
      <Flex gap={8} style={{ marginBottom: 8 }}>
        <Button size="small" disabled={disabled} onClick={() => onChange(all)}>{T.checkAll}</Button>
        <Button size="small" disabled={disabled} onClick={() => onChange([])}>{T.uncheckAll}</Button>
        <Button size="small" onClick={() => setExpanded(all)}>{T.expandAll}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{T.collapseAll}</Button>
      </Flex>
      <Tree
        checkable
        checkStrictly
        disabled={disabled}
        treeData={toData(nodes)}
        expandedKeys={expanded ?? all}
        onExpand={(keys) => setExpanded(keys)}
        checkedKeys={{ checked: value, halfChecked: [] }}
        onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(String))}
        selectedKeys={[]}
        onSelect={(_keys, info) => {
          if (disabled) return;
          const key = String(info.node.key);
          onChange(value.includes(key) ? value.filter((k) => k !== key) : [...value, key]);
        }}
        style={{ maxHeight: 420, overflow: 'auto' }}
      />
    </div>
  );
}
