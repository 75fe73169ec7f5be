import { Card, Col, Empty, Input, Row, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useSourceData } from './controls';
import { findTreeNode } from './display';
import { T } from './texts';
import type { OptionSource, TreeOption } from './types';

/** The tree filtered to nodes whose title contains `text`, with their ancestors (all when empty). */
export function filterTree(nodes: readonly TreeOption[], text: string): TreeOption[] {
  const needle = text.trim();
  if (!needle) return [...nodes];
  const out: TreeOption[] = [];
  for (const n of nodes) {
    const children = filterTree(n.children ?? [], needle);
    if (String(n.title).includes(needle) || children.length > 0) out.push({ ...n, children });
  }
  return out;
}

const countNodes = (nodes: readonly TreeDataNode[]): number =>
  nodes.reduce((n, node) => n + 1 + countNodes(node.children ?? []), 0);

const toTreeData = (nodes: readonly TreeOption[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.value, title: n.title, children: n.children?.length ? toTreeData(n.children) : undefined }));

export interface TreeSidebarLayoutProps {
  source: OptionSource<TreeOption>;
  /** The content; `selected` is the picked node's value (and `node` the node), undefined for 全部. */
  children: (selected: string | undefined, node?: TreeOption) => ReactNode;
  /** data-testid of the tree card. */
  testId?: string;
}

/**
 * A tree (orgs) on the left filtering the screen on the right. Clicking the selected node again
 * clears the filter.
 */
export function TreeSidebarLayout({ source, children, testId = 'tree-sidebar' }: TreeSidebarLayoutProps) {
  const { data, isLoading } = useSourceData(source);
  const [selected, setSelected] = useState<string | undefined>();
  const [text, setText] = useState('');
  const treeData = useMemo(() => toTreeData(filterTree(data ?? [], text)), [data, text]);

  return (
    <Row gutter={[16, 16]} wrap>
      <Col xs={24} md={7} lg={6} xl={5}>
        <Card variant="borderless" data-testid={testId} styles={{ body: { padding: 12 } }}>
          <Input.Search allowClear placeholder={T.treeSearch} onChange={(e) => setText(e.target.value)} style={{ marginBottom: 8 }} />
          <Spin spinning={isLoading}>
            {treeData.length === 0 && !isLoading ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.treeEmpty} />
            ) : (
              <Tree
                key={`${text}-${countNodes(treeData)}`}
                blockNode
                defaultExpandAll
                treeData={treeData}
                selectedKeys={selected ? [selected] : []}
                onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : undefined)}
                style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
              />
            )}
          </Spin>
        </Card>
      </Col>
      <Col xs={24} md={17} lg={18} xl={19}>
        {children(selected, selected ? findTreeNode(data, selected) : undefined)}
      </Col>
    </Row>
  );
}

export default TreeSidebarLayout;
