/** The dialog of one task action: its inputs (node, user(s), signers, sign mode), the comment, then send. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { getUserSelector } from '@/api/modules/notice';
import { unwrap } from '@/api/modules/result';
import { wfApi, type ActionBody, type FlwTaskDetail } from '@/api/modules/workflow';
import { MT } from '../modeler/texts';
import { T } from '../texts';
import { NextAssignees } from './NextAssignees';
import { ACTION_INPUT, actionPath, inputComplete, pendingSigners, SENDS_VALUES, type TaskButton } from './buttons';

interface Props {
  button: TaskButton;
  detail: FlwTaskDetail;
  comment: string;
  /** The form's values (validated) for actions that send them; rejects when the form is invalid. */
  getValues: () => Promise<Record<string, unknown>>;
  onRefused: (message: string, data: unknown) => void;
  onDone: () => void;
  onClose: () => void;
}

const label = (b: TaskButton) => T.actions[b] ?? MT.buttonNames[b as keyof typeof MT.buttonNames];

export function ActionModal({ button, detail, comment: initialComment, getValues, onRefused, onDone, onClose }: Props) {
  const input = ACTION_INPUT[button];
  const [comment, setComment] = useState(initialComment);
  const [v, setV] = useState<{ targetNodeId?: string; userId?: string; userIds?: string[]; taskIds?: string[]; mode?: ActionBody['mode'] }>({ mode: 'after' });
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const users = useQuery({
    queryKey: ['sysUser', 'selector'],
    queryFn: async () => (await unwrap(getUserSelector())).map((u) => ({ value: u.id, label: u.name })),
    enabled: ['user', 'users', 'addSign'].includes(input),
  });
  const nodes = (button === 'back' ? detail.backTargets : detail.jumpTargets).map((n) => ({ value: n.id, label: n.name || n.id }));

  const send = async () => {
    let formValues: Record<string, unknown> | undefined;
    if (SENDS_VALUES.has(button)) {
      try {
        formValues = await getValues();
      } catch {
        onClose();
        return;
      }
    }
    const body: ActionBody = { id: detail.task.id, comment: comment || undefined, formValues };
    if (input === 'node') body.targetNodeId = v.targetNodeId;
    if (input === 'user') body.userId = v.userId;
    if (input === 'users') body.userIds = v.userIds;
    if (input === 'addSign') Object.assign(body, { userIds: v.userIds, mode: v.mode });
    if (input === 'signers') body.taskIds = v.taskIds;
    if (input === 'nextAssignees') body.nextAssignees = picked;
    setBusy(true);
    setError(null);
    try {
      const res = await wfApi.taskAction(actionPath(button), body);
      if (res.success) onDone();
      else if (SENDS_VALUES.has(button)) {
        onRefused(res.message, res.data);
        onClose();
      } else setError(res.message);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={label(button)}
      okText={T.ok}
      cancelText={T.cancel}
      okButtonProps={{ disabled: !inputComplete(input, { ...v, picked }), danger: button === 'end' }}
      confirmLoading={busy}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
      zIndex={1100}
    >
      <Form layout="vertical" data-testid={`wf-action-${button}`}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        {input === 'node' && (
          <Form.Item label={button === 'back' ? '退回到' : '跳转到'} required>
            <Select data-testid="wf-action-node" options={nodes} value={v.targetNodeId} onChange={(targetNodeId: string) => setV({ ...v, targetNodeId })} />
          </Form.Item>
        )}
        {input === 'user' && (
          <Form.Item label={button === 'turn' ? '转办给' : '委托给'} required>
            <Select data-testid="wf-action-user" showSearch={{ optionFilterProp: 'label' }} options={users.data} loading={users.isPending} value={v.userId} onChange={(userId: string) => setV({ ...v, userId })} />
          </Form.Item>
        )}
        {input === 'nextAssignees' && <NextAssignees detail={detail} value={picked} onChange={setPicked} />}
        {(input === 'users' || input === 'addSign') && (
          <Form.Item label={input === 'users' ? '抄送给' : '加签人员'} required>
            <Select
              data-testid="wf-action-users"
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={users.data}
              loading={users.isPending}
              value={v.userIds}
              onChange={(userIds: string[]) => setV({ ...v, userIds })}
            />
          </Form.Item>
        )}
        {input === 'addSign' && (
          <Form.Item label="加签方式">
            <Radio.Group
              data-testid="wf-action-mode"
              value={v.mode}
              onChange={(e) => setV({ ...v, mode: e.target.value })}
              options={(['before', 'after', 'parallel'] as const).map((m) => ({ value: m, label: T.signModes[m] }))}
            />
          </Form.Item>
        )}
        {input === 'signers' && (
          <Form.Item label="减去的审批人" required>
            <Select
              data-testid="wf-action-signers"
              mode="multiple"
              options={pendingSigners(detail).map((s) => ({ value: s.taskId, label: s.userName ?? s.taskId }))}
              value={v.taskIds}
              onChange={(taskIds: string[]) => setV({ ...v, taskIds })}
            />
          </Form.Item>
        )}
        <Form.Item label={T.comment}>
          <Input.TextArea data-testid="wf-action-comment" autoSize={{ minRows: 2 }} value={comment} onChange={(e) => setComment(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
