import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';

/**
 * A labelled row of the property panels. Deliberately not antd's Form.Item: that one measures its
 * own visibility during render (a forced layout of the whole page), which the 500-control canvas
 * turns into tens of milliseconds per selection.
 */
export function PropField(props: { label: ReactNode; tooltip?: ReactNode; warning?: ReactNode; children: ReactNode }) {
  return (
    <div className="fd-prop">
      <div className="fd-prop-label">
        {props.label}
        {props.tooltip && (
          <Tooltip title={props.tooltip}>
            <QuestionCircleOutlined className="fd-prop-tip" />
          </Tooltip>
        )}
      </div>
      {props.children}
      {props.warning && <div className="fd-prop-warning">{props.warning}</div>}
    </div>
  );
}
