/** 填报进度 of a leaf node: actual start and end, completion 0-100 and a note (the server checks who may). */
import { DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { reportProgress, type PlanNode } from '@/api/modules/sitePlan';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from './texts';

const DAY = 'YYYY-MM-DD';

interface FormValues {
  actualStart?: Dayjs | null;
  actualEnd?: Dayjs | null;
  progress: number;
  progressNote?: string;
}

const day = (v: string | null) => (v ? dayjs(v) : null);
const later = (d: Dayjs) => d.isAfter(dayjs(), 'day');

export function ProgressForm({ node, onClose, onSaved }: { node: PlanNode; onClose: () => void; onSaved: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await unwrap(reportProgress({
        id: node.id, version: node.version, progress: v.progress, progressNote: v.progressNote || null,
        actualStart: v.actualStart ? v.actualStart.format(DAY) : null, actualEnd: v.actualEnd ? v.actualEnd.format(DAY) : null,
      }));
      void message.success(T.saved);
      onSaved();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const initial: FormValues = {
    actualStart: day(node.actualStart), actualEnd: day(node.actualEnd), progress: node.progress,
    progressNote: node.progressNote ?? undefined,
  };
  return (
    <Modal title={T.progressOf(node.name)} open onCancel={onClose} onOk={() => void save()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} data-testid="plan-progress-form">
        <Form.Item label={T.planRange}>{`${node.planStart} ~ ${node.planEnd}`}</Form.Item>
        <Form.Item name="progress" label={T.progressValue} rules={[{ required: true, message: T.required(T.progressValue) }]}>
          <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="actualStart" label={T.actualStart}>
          <DatePicker style={{ width: '100%' }} disabledDate={later} />
        </Form.Item>
        <Form.Item name="actualEnd" label={T.actualEnd}>
          <DatePicker style={{ width: '100%' }} disabledDate={later} />
        </Form.Item>
        <Form.Item name="progressNote" label={T.progressNote} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
