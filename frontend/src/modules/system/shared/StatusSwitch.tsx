import { Popconfirm, Switch, Tag } from 'antd';
import { changeStatus } from '@/api/modules/sys';
import { useSubmit } from '@/shared/components/useSubmit';
import type { CrudContext, FieldDef } from '@/shared/crud';
import { T } from './texts';

const ENABLED = 0;

interface Props {
  resource: string;
  id: string;
  status: number;
  /** What the row is, for the confirm text (用户, 字典, ...). */
  what: string;
  editable: boolean;
  onChanged: () => void;
}

/** 正常/停用 as a switch (POST /{resource}/changeStatus {id, status}); a tag without the permission. */
export function StatusSwitch({ resource, id, status, what, editable, onChanged }: Props) {
  const { busy, submit } = useSubmit();
  const on = status === ENABLED;
  if (!editable) return <Tag color={on ? 'green' : 'default'}>{on ? T.enabled : T.disabled}</Tag>;
  const toggle = () => submit(() => changeStatus(resource, id, on ? 1 : ENABLED), T.statusChanged, onChanged);
  return (
    <Popconfirm title={on ? T.confirmDisable(what) : T.confirmEnable(what)} onConfirm={toggle}>
      <Switch checked={on} loading={busy} checkedChildren={T.enabled} unCheckedChildren={T.disabled} />
    </Popconfirm>
  );
}

/** The 状态 column of a resource with a changeStatus endpoint (table only; search by `searchStatus`). */
export function statusField<Row extends { id: string; status?: number }>(resource: string, what: string, title: string = T.status): FieldDef<Row> {
  return {
    key: 'status',
    title,
    type: 'select',
    options: [{ value: ENABLED, label: T.enabled }, { value: 1, label: T.disabled }],
    inForm: false,
    inSearch: true,
    searchKey: 'searchStatus',
    width: 100,
    render: (value, row, ctx: CrudContext<Row>) => (
      <StatusSwitch resource={resource} id={row.id} status={Number(value)} what={what}
        editable={ctx.can('changeStatus')} onChanged={ctx.changed} />
    ),
  };
}
