import { useMemo } from 'react';
import { Alert, Button, Divider } from 'antd';
import DOMPurify from 'dompurify';
import type { ControlProps } from '../../registry/types';
import { bool, str } from './util';

export function ButtonControl({ node, disabled, env }: ControlProps) {
  const o = node.options;
  const kind = str(o.type, 'primary');
  const handle = str(o.handle, 'submit');
  const submits = handle === 'submit' && !env.preview;
  const onClick = () => {
    if (env.preview || handle === 'submit') return; // submit goes through the form's submit event
    if (handle === 'reset') env.reset();
    else {
      const fn = env.dynamicData[str(o.dynamicFun)];
      if (typeof fn === 'function') (fn as () => void)();
    }
  };
  return (
    <Button
      type={kind === 'danger' ? 'primary' : (kind as 'primary' | 'default' | 'dashed')}
      danger={kind === 'danger'}
      disabled={disabled}
      htmlType={submits ? 'submit' : 'button'}
      onClick={onClick}
    >
      {node.label}
    </Button>
  );
}

export function AlertControl({ node }: ControlProps) {
  const o = node.options;
  const type = str(o.type, 'success') as 'success' | 'info' | 'warning' | 'error';
  return (
    <Alert
      title={node.label}
      description={str(o.description) || undefined}
      type={type}
      showIcon={bool(o.showIcon)}
      banner={bool(o.banner)}
      closable={bool(o.closable)}
      style={{ marginBottom: 16 }}
    />
  );
}

export function TextControl({ node }: ControlProps) {
  const o = node.options;
  return (
    <div
      className="kfd-text"
      style={{
        textAlign: str(o.textAlign, 'left') as 'left' | 'center' | 'right',
        color: str(o.color) || undefined,
        fontFamily: str(o.fontFamily) || undefined,
        fontSize: str(o.fontSize) || undefined,
      }}
    >
      {bool(o.showRequiredMark) && <span className="kfd-required-mark">*</span>}
      {node.label}
    </div>
  );
}

/** Raw HTML from the design, sanitised (k-form-design rendered it unsanitised). */
export function HtmlControl({ node }: ControlProps) {
  const html = str(node.options.defaultValue);
  const safe = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className="kfd-html" dangerouslySetInnerHTML={{ __html: safe }} />;
}

export function DividerControl({ node }: ControlProps) {
  const orientation = str(node.options.orientation, 'left');
  const placement = orientation === 'left' ? 'start' : orientation === 'right' ? 'end' : 'center';
  return node.label ? <Divider titlePlacement={placement}>{node.label}</Divider> : <Divider />;
}
