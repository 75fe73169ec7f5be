import { ClearOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import { errorMessage, http } from '@/api/http';
import { useFeedback } from '@/shared/components/useFeedback';
import type { CrudContext, FieldDef } from '@/shared/crud';
import { prettyJson } from './format';
import { T } from './texts';

/** 清空日志: asks first, then deletes every row of the log (the server logs the clearing itself). */
export function ClearLogsButton({ ctx, path }: { ctx: CrudContext; path: string }) {
  const fb = useFeedback();
  if (!ctx.can('delete')) return null;
  const clear = async () => {
    try {
      const res = await http.post<null>(path);
      if (res.success) {
        void fb.message.success(T.cleared);
        ctx.reload(true);
      } else {
        void fb.message.error(T.failed(res.message));
      }
    } catch (e) {
      void fb.message.error(errorMessage(e));
    }
  };
  return (
    <Popconfirm title={T.confirmClear} onConfirm={clear}>
      <Button danger icon={<ClearOutlined />}>{T.clear}</Button>
    </Popconfirm>
  );
}

/** The shared fields of both logs: name, success, client, account. */
export const successField: FieldDef = {
  key: 'success', title: T.success, type: 'select', inSearch: true, width: 100,
  options: [{ value: 'Y', label: T.yes }, { value: 'N', label: T.no }],
  render: (v) => (v === 'Y' ? <Tag color="green">{T.yes}</Tag> : <Tag color="red">{T.no}</Tag>),
};

export function jsonField(key: string, title: string): FieldDef {
  return {
    key, title, inTable: false, inDetail: true, wide: true,
    render: (v) => (
      <Typography.Paragraph style={{ margin: 0, maxHeight: 320, overflow: 'auto' }}>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{prettyJson(v)}</pre>
      </Typography.Paragraph>
    ),
  };
}

export function rangeField(): FieldDef {
  return {
    key: 'timeRange', title: T.timeRange, type: 'date-range', inSearch: true, inTable: false, inForm: false, inDetail: false,
    rangeKeys: ['searchBeginTime', 'searchEndTime'],
  };
}

export const clientFields: FieldDef[] = [
  { key: 'ip', title: T.ip, width: 130 },
  { key: 'browser', title: T.browser, width: 120, ellipsis: true },
  { key: 'os', title: T.os, width: 120, ellipsis: true },
];
