import { Col, Row, Typography } from 'antd';
import { Children } from 'react';
import type { CSSProperties, ReactNode } from 'react';

type ColCount = 1 | 2 | 3 | 4;

const RESPONSIVE: Record<ColCount, { xs: number; sm: number; md: number; lg?: number }> = {
  1: { xs: 24, sm: 24, md: 24 },
  2: { xs: 24, sm: 12, md: 12 },
  3: { xs: 24, sm: 12, md: 8 },
  4: { xs: 24, sm: 12, md: 6 },
};

interface ListProps {
  title?: ReactNode;
  /** Columns per row on wide screens (1-4); fewer on narrow screens. */
  col?: ColCount;
  /** vertical puts the term above the description. */
  layout?: 'horizontal' | 'vertical';
  gutter?: number;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

interface ItemProps {
  term?: ReactNode;
  children?: ReactNode;
  /** Internal: set by the list. */
  layout?: 'horizontal' | 'vertical';
}

/** One term/description pair of a DescriptionList. */
export function Description({ term, children, layout = 'horizontal' }: ItemProps) {
  const vertical = layout === 'vertical';
  return (
    <div style={{ display: vertical ? 'block' : 'flex', paddingBottom: 16, lineHeight: 1.6 }}>
      {term !== undefined && (
        <Typography.Text type="secondary" style={{ display: vertical ? 'block' : 'inline-block', whiteSpace: 'nowrap', paddingRight: 8 }}>
          {term}{vertical ? '' : '：'}
        </Typography.Text>
      )}
      <div style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>{children}</div>
    </div>
  );
}

/** A titled grid of term/description pairs, 1 to 4 per row. */
export function DescriptionList({ title, col = 3, layout = 'horizontal', gutter = 32, children, className, style }: ListProps) {
  const span = RESPONSIVE[col] ?? RESPONSIVE[3];
  return (
    <div className={className} style={style}>
      {title && <Typography.Title level={5} style={{ marginBottom: 16 }}>{title}</Typography.Title>}
      <Row gutter={gutter}>
        {Children.map(children, (child) => child && (
          <Col {...span}>
            {isDescription(child) ? <Description {...child.props} layout={layout} /> : child}
          </Col>
        ))}
      </Row>
    </div>
  );
}

function isDescription(node: unknown): node is { props: ItemProps } {
  return typeof node === 'object' && node !== null && (node as { type?: unknown }).type === Description;
}

DescriptionList.Description = Description;

export default DescriptionList;
