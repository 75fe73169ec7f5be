import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  /** Content on the left (e.g. a hint or an error count). */
  extra?: ReactNode;
  /** Actions, right-aligned. */
  children?: ReactNode;
  style?: CSSProperties;
}

const HEIGHT = 56;

/**
 * A bar fixed to the bottom of the viewport for form actions. It starts right of the side menu: the layout
 * publishes the current menu width as the CSS variable --sider-width (0 when there is none).
 */
export function FooterToolbar({ extra, children, style }: Props) {
  const { token } = theme.useToken();
  return (
    <>
      <div style={{ height: HEIGHT }} aria-hidden />
      <div
        role="toolbar"
        style={{
          position: 'fixed',
          right: 0,
          bottom: 0,
          zIndex: 9,
          width: 'calc(100% - var(--sider-width, 0px))',
          height: HEIGHT,
          padding: '0 24px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          background: token.colorBgContainer,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: '0 -6px 16px -8px rgba(0, 0, 0, 0.08)',
          transition: 'width 0.2s',
          ...style,
        }}
      >
        <div>{extra}</div>
        <div style={{ display: 'flex', gap: 8 }}>{children}</div>
      </div>
    </>
  );
}

export default FooterToolbar;
