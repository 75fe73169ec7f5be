import { Result } from 'antd';
import type { ResultProps } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the description. */
  extra?: ReactNode;
  /** Details in a grey box under the buttons. */
  children?: ReactNode;
  /** compact: smaller title and padding, for narrow containers such as the sign-in column. */
  compact?: boolean;
}

const COMPACT: ResultProps['styles'] = { root: { padding: '24px 0' }, title: { fontSize: 20 } };

/** A success page (green check) with title, description, actions and optional details. */
export function SuccessResult({ title, description, extra, children, compact }: Props) {
  return <Result status="success" title={title} subTitle={description} extra={extra} styles={compact ? COMPACT : undefined}>{children}</Result>;
}

/** A failure page (red cross) with title, description, actions and optional details. */
export function ErrorResult({ title, description, extra, children, compact }: Props) {
  return <Result status="error" title={title} subTitle={description} extra={extra} styles={compact ? COMPACT : undefined}>{children}</Result>;
}
