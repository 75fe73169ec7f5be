import { useEffect } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import {
  BorderHorizontalOutlined,
  BorderVerticleOutlined,
  DeleteColumnOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  SplitCellsOutlined,
} from '@ant-design/icons';
import { useDesigner, type CellMenuTarget } from '../context';
import type { TableOp } from '../state/tableOps';
import { D } from '../texts';

const ITEMS: MenuProps['items'] = [
  { key: 'addRow', label: D.addRow, icon: <InsertRowBelowOutlined /> },
  { key: 'addColumn', label: D.addColumn, icon: <InsertRowRightOutlined /> },
  { type: 'divider' },
  { key: 'mergeRight', label: D.mergeRight, icon: <BorderVerticleOutlined /> },
  { key: 'mergeDown', label: D.mergeDown, icon: <BorderHorizontalOutlined /> },
  { key: 'split', label: D.splitCell, icon: <SplitCellsOutlined /> },
  { type: 'divider' },
  { key: 'deleteRow', label: D.deleteRow, icon: <DeleteRowOutlined />, danger: true },
  { key: 'deleteColumn', label: D.deleteColumn, icon: <DeleteColumnOutlined />, danger: true },
];

/** The right-click menu of a table cell, opened at the mouse position. */
export function CellMenu({ target, onClose }: { target: CellMenuTarget; onClose: () => void }) {
  const { runTableOp } = useDesigner();
  useEffect(() => {
    const close = () => onClose();
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [onClose]);
  return (
    <Dropdown
      open
      trigger={['click']}
      onOpenChange={(open) => !open && onClose()}
      menu={{
        items: ITEMS,
        className: 'fd-cell-menu',
        onClick: ({ key }) => {
          onClose();
          runTableOp(target.tableKey, key as TableOp, target.tr, target.td);
        },
      }}
    >
      <span className="fd-cell-menu-anchor" style={{ left: target.x, top: target.y }} />
    </Dropdown>
  );
}
