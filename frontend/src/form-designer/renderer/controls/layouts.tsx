import { Col, Row } from 'antd';
import type { ControlProps } from '../../registry/types';
import { parseInlineStyle } from './inlineStyle';
import { bool, num, str } from './util';

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

