/**
 * 办理: the instance form rendered with the node's field permissions, the comment box and the node's
 * buttons (提交, 退回, 转办, 委托, 跳转, 终止, 加签, 减签, 选人, 抄送).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Divider, Drawer, Input, Result, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { wfApi } from '@/api/modules/workflow';
import type { FormRendererApi } from '@/form-designer';
import { serverFieldErrors } from '@/modules/system/formDesign/serverErrors';
import { useFeedback } from '@/shared/components/useFeedback';
import { MT } from '../modeler/texts';
import { writableValues } from '../formPerms';
import { StatusTag } from '../shared/StatusTag';
import { WfForm } from '../shared/WfForm';
import { T } from '../texts';
import { ActionModal } from './ActionModal';
import { taskButtons, type TaskButton } from './buttons';

export interface TaskDrawerProps {
  id: string;
  onClose: () => void;
  onDone: () => void;
  onTrack: (instanceId: string) => void;
}

export default function TaskDrawer({ id, onClose, onDone, onTrack }: TaskDrawerProps) {
  const { message } = useFeedback();
  const q = useQuery({ queryKey: ['flwTask', 'detail', id], queryFn: () => wfApi.taskDetail(id), gcTime: 0 });
  const form = useRef<FormRendererApi>(null);
  const [comment, setComment] = useState('');
  const [acting, setActing] = useState<TaskButton | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  let body;
  if (q.isPending) body = <Spin />;
  else if (q.isError) body = <Result status="error" title={errorMessage(q.error)} />;
  else {
    const d = q.data;
    const buttons = taskButtons(d);
    const getValues = async () => writableValues(form.current ? await form.current.getData() : {}, d.fieldPerms, 'read');
    body = (
      <div data-testid="wf-task">
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label={T.title} span={3}>{d.instance.title}</Descriptions.Item>
          <Descriptions.Item label={T.initiator}>{d.instance.initiatorName}</Descriptions.Item>
          <Descriptions.Item label={T.nodeName}>{d.task.nodeName}</Descriptions.Item>
          <Descriptions.Item label={T.status}><StatusTag status={d.instance.status} /></Descriptions.Item>
        </Descriptions>
        {d.waitingForSign && <Alert type="warning" showIcon title="已加签，等待加签人审批后才能提交" style={{ marginTop: 16 }} />}
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 16 }} closable={{ onClose: () => setRefusal(null) }} />}
        <Divider titlePlacement="start">表单</Divider>
        {d.form ? <WfForm ref={form} design={d.form} values={d.values} perms={d.fieldPerms} /> : <Alert type="info" title={T.noForm} />}
        <Divider titlePlacement="start">{T.comment}</Divider>
        <Input.TextArea data-testid="wf-comment" autoSize={{ minRows: 3 }} value={comment} onChange={(e) => setComment(e.target.value)} placeholder="请输入审批意见" />
        <Space wrap style={{ marginTop: 16 }} data-testid="wf-task-buttons">
          {buttons.map((b) => (
            <Button key={b} type={b === 'submit' ? 'primary' : 'default'} danger={b === 'end'} onClick={() => setActing(b)}>
              {T.actions[b] ?? MT.buttonNames[b as keyof typeof MT.buttonNames]}
            </Button>
          ))}
          <Button type="link" onClick={() => onTrack(d.instance.id)}>{T.track}</Button>
        </Space>
        {acting && (
          <ActionModal
            button={acting}
            detail={d}
            comment={comment}
            getValues={getValues}
            onClose={() => setActing(null)}
            onRefused={(msg, data) => {
              setRefusal(msg);
              form.current?.setErrors(serverFieldErrors(data));
            }}
            onDone={() => {
              void message.success(T.done_ok);
              setActing(null);
              onDone();
              onClose();
            }}
          />
        )}
      </div>
    );
  }
  return (
    <Drawer open size={960} title={T.handle} onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
