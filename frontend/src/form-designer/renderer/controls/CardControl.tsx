import { Card } from 'antd';
import type { ControlProps } from '../../registry/types';

/** 卡片 (its own module: antd Card brings Tabs and Skeleton along, loaded with the first card). */
export function CardControl({ node, renderList }: ControlProps) {
  return (
    <Card title={node.label || undefined} style={{ marginBottom: 16 }} size="small">
      {renderList(node.list ?? [], 'list')}
    </Card>
  );
}
