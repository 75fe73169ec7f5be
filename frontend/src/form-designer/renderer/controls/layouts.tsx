import { Card, Col, Row, Tabs } from 'antd';
import type { ControlProps } from '../../registry/types';
import { parseInlineStyle } from './inlineStyle';
import { bool, num, str } from './util';

export function CardControl({ node, renderList }: ControlProps) {
  return (
    <Card title={node.label || undefined} style={{ marginBottom: 16 }} size="small">
      {renderList(node.list ?? [], 'list')}
    </Card>
  );
}

const clampSpan = (span: unknown) => Math.max(0, Math.min(24, Math.floor(num(span) ?? 0)));

export function GridControl({ node, renderList }: ControlProps) {
  return (
    <Row gutter={num(node.options.gutter) ?? 0}>
      {(node.columns ?? []).map((col, i) => (
        <Col key={i} span={clampSpan(col.span)}>
          {renderList(col.list ?? [], `columns.${i}`)}
        </Col>
      ))}
    </Row>
  );
}

export function TableControl({ node, renderList }: ControlProps) {
  const o = node.options;
  const classes = ['kfd-table', bool(o.bordered) && 'bordered', bool(o.bright) && 'bright', bool(o.small) && 'small'];
  return (
    <table
      className={classes.filter(Boolean).join(' ')}
      style={{ width: str(o.width) || '100%', ...parseInlineStyle(str(o.customStyle)) }}
    >
      <tbody>
        {(node.trs ?? []).map((tr, r) => (
          <tr key={r}>
            {(tr.tds ?? []).map((td, c) => (
              <td key={c} colSpan={num(td.colspan) ?? 1} rowSpan={num(td.rowspan) ?? 1}>
                {renderList(td.list ?? [], `trs.${r}.tds.${c}`)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const PLACEMENT = { top: 'top', bottom: 'bottom', left: 'start', right: 'end' } as const;

export function TabsControl({ node, renderList }: ControlProps) {
  const o = node.options;
  const columns = node.columns ?? [];
  const size = str(o.size, 'default');
  return (
    <Tabs
      tabPlacement={PLACEMENT[str(o.tabPosition, 'top') as keyof typeof PLACEMENT] ?? 'top'}
      type={str(o.type) === 'card' ? 'card' : 'line'}
      size={size === 'large' ? 'large' : size === 'small' ? 'small' : 'middle'}
      tabBarGutter={num(o.tabBarGutter)}
      animated={o.animated === undefined ? true : bool(o.animated)}
      items={columns.map((pane, i) => ({
        key: String(i),
        label: str(pane.label),
        forceRender: true,
        children: renderList(pane.list ?? [], `columns.${i}`),
      }))}
    />
  );
}
