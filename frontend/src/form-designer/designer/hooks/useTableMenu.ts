import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { App } from 'antd';
import type { CellMenuTarget } from '../context';
import type { DesignStore } from '../state/designStore';
import { applyTableOp, countTableNodes, type TableOp } from '../state/tableOps';
import { locate } from '../state/treeOps';
import { D } from '../texts';

/**
 * The table-cell context menu: where it is open, and running an operation from it (errors as
 * messages; deleting a row or column that holds controls asks first). The callbacks are stable:
 * they go into the context every canvas node reads.
 */
export function useTableMenu(store: DesignStore) {
  const { message, modal } = App.useApp();
  const [cellMenu, setCellMenu] = useState<CellMenuTarget | null>(null);
  const ui = useRef({ message, modal });
  useLayoutEffect(() => {
    ui.current = { message, modal };
  });

  const runTableOp = useCallback(
    (tableKey: string, op: TableOp, tr: number, td: number) => {
      const table = locate(store.getState().history.present.list, tableKey)?.node;
      if (!table?.trs) return;
      const dry = applyTableOp(table.trs, op, tr, td);
      if (!dry.ok) {
        ui.current.message.error(dry.error);
        return;
      }
      const apply = () => store.getState().tableOp(tableKey, op, tr, td);
      if (countTableNodes(dry.trs) < countTableNodes(table.trs))
        ui.current.modal.confirm({
          title: D.warning,
          content: `${op === 'deleteRow' ? D.deleteRow : D.deleteColumn}${D.confirmDeleteContent}`,
          okText: D.yes,
          cancelText: D.no,
          okType: 'danger',
          onOk: apply,
        });
      else apply();
    },
    [store],
  );

  const openCellMenu = useCallback(
    (target: CellMenuTarget) => {
      store.getState().select(target.tableKey);
      setCellMenu(target);
    },
    [store],
  );
  const closeCellMenu = useCallback(() => setCellMenu(null), []);
  return { cellMenu, openCellMenu, closeCellMenu, runTableOp };
}
