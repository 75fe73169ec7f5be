import { Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { cutStrByFullLength, getStrFullLength } from '@/shared/utils/textWidth';

interface Props {
  /** Maximum display width, CJK characters counting 2 (see textWidth). */
  length: number;
  children: string | null | undefined;
  /** Show the full text in a tooltip when cut (default true). */
  tooltip?: boolean;
  className?: string;
  style?: CSSProperties;
}

const ELLIPSIS = '...';

/** Text longer than `length` display width is cut to it and ends in `...`; the full text shows in a tooltip. */
export function Ellipsis({ length, children, tooltip = true, className, style }: Props) {
  const text = children ?? '';
  if (getStrFullLength(text) <= length) return <span className={className} style={style}>{text}</span>;
  const cut = cutStrByFullLength(text, length) + ELLIPSIS;
  const node = <span className={className} style={style}>{cut}</span>;
  return tooltip ? <Tooltip title={text}>{node}</Tooltip> : node;
}

export default Ellipsis;
