/**
 * A management record with its approval: the record's fields, the extension form, 审批记录 (the
 * timeline of every submission, the people copied) and, when the record waits for the caller, the
 * approval form: a comment and 通过 / 驳回. The same drawer serves 查看 (cc people read it) and 审批.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Drawer, Empty, Flex, Input, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, http } from '@/api/http';
import { manageApi, type FlowView, type ManageRow } from '@/api/modules/manage';
import { unwrap } from '@/api/modules/result';
import { Description, DescriptionList } from '@/shared/components/DescriptionList';
import { useFeedback } from '@/shared/components/useFeedback';
import { fieldsFor, renderValue, type ActionModalProps, type CrudContext, type ResourceDef } from '@/shared/crud';
import { ApproveStatusTag } from './StatusTag';
import { MT } from './texts';

const ACTION_COLORS: Record<string, string> = { start: 'blue', submit: 'green', end: 'red', withdraw: 'gray', terminate: 'red' };

function FlowTimeline({ flow }: { flow: FlowView }) {
  if (!flow.timeline.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MT.noFlow} />;
  const items = flow.timeline.map((s) => ({
    color: ACTION_COLORS[s.action] ?? 'blue',
    children: (
      <Flex vertical gap={2}>
        <Typography.Text strong>{s.actionName}{s.nodeName ? ` · ${s.nodeName}` : ''}{s.userName ? ` · ${s.userName}` : ''}</Typography.Text>
        <Typography.Text type="secondary">{s.time}</Typography.Text>
        {s.comment && <Typography.Text>{s.comment}</Typography.Text>}
      </Flex>
    ),
  }));
  return <Timeline items={items} data-testid="manage-timeline" />;
}

export function flowDrawer<Row extends ManageRow>(def: ResourceDef<Row>, titleOf: (row: Row) => string) {
  const api = manageApi(def.name);
  return function FlowDrawer({ row, open, onClose, onDone, ctx }: ActionModalProps<Row>) {
    const { message } = useFeedback();
    const queryClient = useQueryClient();
    const [comment, setComment] = useState('');
    const [busy, setBusy] = useState(false);
    const detail = useQuery({
      queryKey: [def.name, 'detail', row.id],
      queryFn: () => unwrap(http.get<Row>(`/${def.name}/detail`, { id: row.id })),
      enabled: open, staleTime: 0,
    });
    const flow = useQuery({ queryKey: [def.name, 'flow', row.id], queryFn: () => unwrap(api.flow(row.id)), enabled: open, staleTime: 0 });
    const act = async (kind: 'approve' | 'reject') => {
      if (kind === 'reject' && !comment.trim()) {
        void message.warning(MT.rejectReason);
        return;
      }
      setBusy(true);
      try {
        await unwrap(kind === 'approve' ? api.approve(row.id, comment) : api.reject(row.id, comment));
        void message.success(kind === 'approve' ? MT.passed : MT.rejected);
        void queryClient.invalidateQueries({ queryKey: [def.name] });
        onDone();
      } catch (e) {
        void message.error(errorMessage(e));
      } finally {
        setBusy(false);
      }
    };
    const shown = detail.data ?? row;
    const f = flow.data;
    return (
      <Drawer title={MT.flowTitle(titleOf(shown))} open={open} onClose={onClose} size={720} destroyOnHidden
        extra={<ApproveStatusTag status={shown.approveStatus} />}>
        <Spin spinning={detail.isFetching || flow.isFetching}>
          <div data-testid="manage-flow">
            {f?.canApprove && <Alert type="info" showIcon title={MT.yourTurn} style={{ marginBottom: 16 }} />}
            <Divider titlePlacement="start">{MT.detail}</Divider>
            <DescriptionList col={2}>
              {fieldsFor(def, 'detail').map((field) => (
                <Description key={field.key} term={field.title}>{renderValue(field, shown, ctx as CrudContext<Row>)}</Description>
              ))}
            </DescriptionList>
            <Divider titlePlacement="start">{MT.timeline}</Divider>
            {f?.currentNodes && <Typography.Paragraph type="secondary">{MT.current(f.currentNodes)}</Typography.Paragraph>}
            {f && <FlowTimeline flow={f} />}
            {f && f.ccUsers.length > 0 && (
              <Flex gap={8} wrap align="center">
                <Typography.Text>{MT.ccList}：</Typography.Text>
                {f.ccUsers.map((u) => <Tag key={u.id} color={u.read ? 'default' : 'blue'}>{u.name}（{u.read ? MT.read : MT.unread}）</Tag>)}
              </Flex>
            )}
            {f?.canApprove && (
              <>
                <Divider titlePlacement="start">{MT.comment}</Divider>
                <Input.TextArea data-testid="manage-comment" autoSize={{ minRows: 3 }} maxLength={1000} value={comment}
                  placeholder={MT.commentPlaceholder} onChange={(e) => setComment(e.target.value)} />
                <Space style={{ marginTop: 16 }}>
                  <Button type="primary" loading={busy} onClick={() => void act('approve')}>{MT.pass}</Button>
                  <Button danger loading={busy} onClick={() => void act('reject')}>{MT.reject}</Button>
                </Space>
              </>
            )}
          </div>
        </Spin>
      </Drawer>
    );
  };
}
