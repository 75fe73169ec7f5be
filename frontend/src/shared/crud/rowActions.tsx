import { DownOutlined } from '@ant-design/icons';
import { Divider, Dropdown, Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/http';
import type { useFeedback } from '@/shared/components/useFeedback';
import { T } from './texts';
import type { CrudContext, RowAction } from './types';

type Feedback = ReturnType<typeof useFeedback>;

export const ACTIONS_KEY = '__actions';
/** More links than this put the resource's own actions under 更多. */
export const MAX_INLINE = 4;

/** Runs a server-call action: asks first when it has a confirm text, toasts, reloads on success. */
export function runRowAction<Row>(action: RowAction<Row>, row: Row, ctx: CrudContext<Row>, fb: Feedback): void {
  const exec = async () => {
    if (!action.run) return;
    try {
      const res = await action.run(row, ctx);
      if (res.success) {
        void fb.message.success(action.successText ?? T.opOk);
        ctx.changed();
      } else {
        void fb.message.error(T.failed(res.message));
      }
    } catch (e) {
      void fb.message.error(errorMessage(e));
    }
  };
  const confirm = typeof action.confirm === 'function' ? action.confirm(row) : action.confirm;
  if (!confirm) {
    void exec();
    return;
  }
  fb.modal.confirm({ title: confirm, okText: T.ok, cancelText: T.cancel, okButtonProps: { danger: action.danger }, onOk: exec });
}

export interface ActionColumnOptions<Row> {
  ctx: CrudContext<Row>;
  hasPerm: (code: string) => boolean;
  feedback: Feedback;
  onOpenModal: (action: RowAction<Row>, row: Row) => void;
}

interface LinkSpec {
  key: string;
  text: string;
  danger?: boolean;
  onClick: () => void;
}

/** The actions of one row, each only when allowed: 详情, 编辑, the resource's own, 删除. */
export function rowActionSpecs<Row>(row: Row, { ctx, hasPerm, feedback, onOpenModal }: ActionColumnOptions<Row>) {
  const { def } = ctx;
  const core: LinkSpec[] = [];
  const own: LinkSpec[] = [];
  if (def.detail && ctx.can('detail')) core.push({ key: 'detail', text: T.detail, onClick: () => ctx.openDetail(row) });
  if (ctx.can('edit') && (def.canEdit?.(row) ?? true)) core.push({ key: 'edit', text: T.edit, onClick: () => ctx.openEdit(row) });
  for (const a of def.rowActions ?? []) {
    if (a.perm && !hasPerm(a.perm)) continue;
    if (a.show && !a.show(row)) continue;
    const onClick = () => {
      if (a.onClick) a.onClick(row, ctx);
      else if (a.modal) onOpenModal(a, row);
      else runRowAction(a, row, ctx, feedback);
    };
    own.push({ key: a.key, text: a.text, danger: a.danger, onClick });
  }
  const remove = ctx.can('delete') && (def.canDelete?.(row) ?? true)
    ? { key: 'delete', text: T.remove, danger: true, onClick: () => ctx.remove([row]) } : null;
  return { core, own, remove };
}

const link = (s: LinkSpec) => (
  <Typography.Link key={s.key} type={s.danger ? 'danger' : undefined} onClick={s.onClick}>{s.text}</Typography.Link>
);

/** The links of one row; with more than MAX_INLINE, the resource's own actions go under 更多. */
export function rowLinks<Row>(row: Row, opts: ActionColumnOptions<Row>): ReactNode[] {
  const { core, own, remove } = rowActionSpecs(row, opts);
  const all = [...core, ...own, ...(remove ? [remove] : [])];
  if (all.length <= MAX_INLINE) return all.map(link);
  const more = (
    <Dropdown key="more" trigger={['click']}
      menu={{ items: own.map((s) => ({ key: s.key, label: s.text, danger: s.danger, onClick: s.onClick })) }}>
      <Typography.Link>{T.more} <DownOutlined style={{ fontSize: 10 }} /></Typography.Link>
    </Dropdown>
  );
  return [...core.map(link), ...(remove ? [link(remove)] : []), more];
}

const CHAR = 14;
const SEPARATOR = 17;
const PADDING = 34;
const MORE_ICON = 16;

/** The width the links of a row need at most (all actions allowed). */
export function actionWidth(texts: string[]): number {
  const chars = texts.reduce((n, t) => n + t.length, 0);
  return chars * CHAR + Math.max(0, texts.length - 1) * SEPARATOR + PADDING;
}

/** The 操作 column, or null when no row can have any action. */
export function actionColumn<Row>(opts: ActionColumnOptions<Row>): TableColumnType<Row> | null {
  const { def, can } = opts.ctx;
  const core = [...(def.detail && can('detail') ? [T.detail] : []), ...(can('edit') ? [T.edit] : []), ...(can('delete') ? [T.remove] : [])];
  const own = (def.rowActions ?? []).filter((a) => !a.perm || opts.hasPerm(a.perm)).map((a) => a.text);
  if (core.length + own.length === 0) return null;
  const collapsed = core.length + own.length > MAX_INLINE;
  const inline = collapsed ? [...core, T.more] : [...core, ...own];
  return {
    key: ACTIONS_KEY,
    title: T.actions,
    fixed: 'right',
    width: def.actionWidth ?? Math.max(actionWidth(inline) + (collapsed ? MORE_ICON : 0), 80),
    render: (_: unknown, row: Row) => (
      <Space size={0} separator={<Divider orientation="vertical" />}>{rowLinks(row, opts)}</Space>
    ),
  };
}
