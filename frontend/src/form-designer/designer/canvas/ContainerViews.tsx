import { Checkbox, Radio } from 'antd';
import { TableOutlined, WarningOutlined } from '@ant-design/icons';
import { childSlots } from '../../schema/tree';
import type { FormNode } from '../../schema/types';
import { D } from '../texts';
import { getSlotList } from '../state/treeOps';
import { Slot } from './Slot';

const showLabelOf = (node: FormNode) => node.options.showLabel === true || node.options.showLabel === 'true';

/** Dynamic table on the canvas: its columns side by side, each a control that can be dropped or moved. */
export function BatchView({ node }: { node: FormNode }) {
  return (
    <div className="fd-box fd-batch">
      <div className="fd-box-head">
        <TableOutlined />
        <span>{showLabelOf(node) && node.label ? node.label : D.batchLabel}</span>
      </div>
      <Slot owner={node.key} ownerType={node.type} slot="list" list={node.list ?? []} className="fd-slot-row fd-col-fields" />
    </div>
  );
}

/** Select-input list: one row per option, each with its own nested inline controls. */
export function SelectInputListView({ node }: { node: FormNode }) {
  const Mark = node.options.multiple === false ? Radio : Checkbox;
  return (
    <div className="fd-box">
      {showLabelOf(node) && <div className="fd-box-head">{node.label}</div>}
      <>
        {(node.columns ?? []).map((col, i) => (
          <div className="fd-sil-row" key={i}>
            <Mark className="fd-inert" checked={false}>
              {col.label}
            </Mark>
            <Slot
              owner={node.key}
              ownerType={node.type}
              slot={`columns.${i}`}
              list={col.list ?? []}
              className="fd-slot-row fd-col-fields"
            />
          </div>
        ))}
      </>
    </div>
  );
}

/** A type no control is registered for: kept as is, its children still editable. */
export function UnknownView({ node }: { node: FormNode }) {
  return (
    <div className="fd-box fd-unknown">
      <div className="fd-box-head">
        <WarningOutlined />
        <span>
          {node.label || node.type}（{node.type}）
        </span>
      </div>
      <div className="fd-unknown-hint">{D.unknownType}</div>
      {childSlots(node).map((slot) => (
        <Slot key={slot} owner={node.key} ownerType={node.type} slot={slot} list={getSlotList(node, slot) ?? []} />
      ))}
    </div>
  );
}
