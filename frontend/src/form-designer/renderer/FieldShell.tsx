import { useMemo, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import DOMPurify from 'dompurify';

function Help({ html }: { html: string }) {
  const safe = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Tooltip title={<span dangerouslySetInnerHTML={{ __html: safe }} />}>
      <QuestionCircleOutlined className="kfd-help" />
    </Tooltip>
  );
}

export interface FieldShellProps {
  /** undefined = no label column; the control takes the full width ("full") or is offset ("offset"). */
  label?: string;
  noLabel?: 'full' | 'offset';
  htmlFor?: string;
  required?: boolean;
  help?: string;
  error?: string;
  children: ReactNode;
}

/**
 * A light form item (label, control, error) laid out by the form's CSS variables. antd's Form.Item
 * costs several times more per field, which matters with hundreds of fields.
 */
export function FieldShell({ label, noLabel = 'full', htmlFor, required, help, error, children }: FieldShellProps) {
  const cls = ['kfd-item', error && 'kfd-item-error', label === undefined && `kfd-item-${noLabel}`];
  return (
    <div className={cls.filter(Boolean).join(' ')}>
      {label !== undefined && (
        <div className="kfd-label">
          <label htmlFor={htmlFor} className={required ? 'kfd-required' : undefined} title={label}>
            {label}
            {help && <Help html={help} />}
          </label>
        </div>
      )}
      <div className="kfd-control">
        <div className="kfd-input">
          <div className="kfd-content">{children}</div>
        </div>
        {error && (
          <div className="kfd-explain" role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
