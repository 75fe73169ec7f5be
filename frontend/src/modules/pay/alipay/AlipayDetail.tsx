import { useQuery } from '@tanstack/react-query';
import { Drawer, Spin, Table, Tag, Typography } from 'antd';
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import type { PayAlipayDetail, PayAlipayNotify, PayAlipayOrder, PayAlipayRefund } from '@/api/modules/pay';
import { Description, DescriptionList } from '@/shared/components/DescriptionList';
import { CRUD_TEXTS, fieldsFor, renderValue, type DetailViewProps } from '@/shared/crud';
import { notifyContent } from './notify';
import { T } from './texts';

const refundColumns = [
  { key: 'outRequestNo', dataIndex: 'outRequestNo', title: T.outRequestNo },
  { key: 'amount', dataIndex: 'amount', title: T.refundAmount, width: 120 },
  { key: 'reason', dataIndex: 'reason', title: T.refundReason, ellipsis: true },
  { key: 'createTime', dataIndex: 'createTime', title: T.createTime, width: 170 },
];

const notifyColumns = [
  { key: 'createTime', dataIndex: 'createTime', title: T.notifyTime, width: 170 },
  {
    key: 'verdict', dataIndex: 'verdict', title: T.verdict, width: 90,
    render: (v: string) => <Tag color={v === 'success' ? 'green' : 'red'}>{v}</Tag>,
  },
  { key: 'reason', dataIndex: 'reason', title: T.reason, ellipsis: true },
  { key: 'source', dataIndex: 'source', title: T.source, width: 140, ellipsis: true },
];

function NotifyParams({ row }: { row: PayAlipayNotify }) {
  return (
    <Typography.Paragraph code copyable style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
      {notifyContent(row)}
    </Typography.Paragraph>
  );
}

/** 支付宝订单详情: the order's fields, its refunds, and every notify received for it (raw form and verdict). */
export function AlipayDetail({ def, row, open, ctx, onClose, afterClose }: DetailViewProps<PayAlipayOrder>) {
  const { data, isFetching } = useQuery({
    queryKey: [def.name, 'detail', row.id],
    queryFn: () => unwrap(http.get<PayAlipayDetail>('/payAlipay/detail', { id: row.id })),
    enabled: open,
    staleTime: 0,
  });
  const shown = data ?? row;
  return (
    <Drawer title={CRUD_TEXTS.detailTitle(def.title)} open={open} onClose={onClose} size={760}
      afterOpenChange={(o) => { if (!o) afterClose?.(); }}>
      <Spin spinning={isFetching}>
        <DescriptionList col={2}>
          {fieldsFor(def, 'detail').map((f) => (
            <Description key={f.key} term={f.title}>{renderValue(f, shown, ctx)}</Description>
          ))}
        </DescriptionList>
        <Typography.Title level={5}>{T.refunds}</Typography.Title>
        <Table<PayAlipayRefund> rowKey="id" size="small" pagination={false} columns={refundColumns}
          dataSource={data?.refunds ?? []} locale={{ emptyText: T.none }} />
        <Typography.Title level={5} style={{ marginTop: 16 }}>{T.notifies}</Typography.Title>
        <Table<PayAlipayNotify> rowKey="id" size="small" pagination={false} columns={notifyColumns}
          dataSource={data?.notifies ?? []} locale={{ emptyText: T.none }}
          expandable={{ expandedRowRender: (n) => <NotifyParams row={n} /> }} data-testid="alipay-notifies" />
      </Spin>
    </Drawer>
  );
}
