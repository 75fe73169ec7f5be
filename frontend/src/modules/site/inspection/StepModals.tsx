/** The rectification steps of a finding: 整改 (the responsible person: what was done, when, photos) and
 * 复查 (a checker, the safety officer, a member playing 安全员 or the manager: passed or not, with an opinion). The server decides
 * who may and in which state. */
import { DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { rectifyInspection, reviewInspection, type Inspection } from '@/api/modules/siteInspection';
import { PhotoUpload } from '@/modules/site/alarm/Photos';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ActionModalProps } from '@/shared/crud';
import { T } from './texts';

const DAY = 'YYYY-MM-DD';
const later = (d: Dayjs) => d.isAfter(dayjs(), 'day');

function useSend(onDone: () => void) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const send = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      void message.success(T.done);
      onDone();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

interface RectifyValues {
  rectifyDesc: string;
  rectifyDate: Dayjs;
  rectifyPhotos: string[];
}

export function RectifyModal({ row, open, onClose, onDone }: ActionModalProps<Inspection>) {
  const [form] = Form.useForm<RectifyValues>();
  const { busy, send } = useSend(onDone);
  const save = async () => {
    const v = await form.validateFields();
    await send(() => unwrap(rectifyInspection({
      id: row.id, rectifyDesc: v.rectifyDesc, rectifyDate: v.rectifyDate.format(DAY), rectifyPhotos: v.rectifyPhotos,
    })));
  };
  return (
    <Modal title={T.rectifyTitle(row.location)} open={open} onCancel={onClose} onOk={() => void save()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="inspection-rectify-form"
        initialValues={{ rectifyDesc: '', rectifyDate: dayjs(), rectifyPhotos: [] }}>
        <Form.Item label={T.problemDesc}>{row.problemDesc}</Form.Item>
        <Form.Item label={T.requirement}>{row.requirement ?? '-'}</Form.Item>
        <Form.Item name="rectifyDesc" label={T.rectifyDesc} rules={[{ required: true, whitespace: true, message: T.required(T.rectifyDesc) }, { max: 2000 }]}>
          <Input.TextArea autoSize={{ minRows: 3 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="rectifyDate" label={T.rectifyDate} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={later} />
        </Form.Item>
        <Form.Item name="rectifyPhotos" label={T.rectifyPhotos} rules={[{ required: true, type: 'array', min: 1, message: T.photoRequired }]}>
          <PhotoUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ReviewValues {
  pass: boolean;
  opinion?: string;
  reviewDate: Dayjs;
  photos: string[];
}

export function ReviewModal({ row, open, onClose, onDone }: ActionModalProps<Inspection>) {
  const [form] = Form.useForm<ReviewValues>();
  const { busy, send } = useSend(onDone);
  const save = async () => {
    const v = await form.validateFields();
    await send(() => unwrap(reviewInspection({
      id: row.id, pass: v.pass, opinion: v.opinion || null, reviewDate: v.reviewDate.format(DAY), photos: v.photos,
    })));
  };
  return (
    <Modal title={T.reviewTitle(row.location)} open={open} onCancel={onClose} onOk={() => void save()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="inspection-review-form" initialValues={{ pass: true, reviewDate: dayjs(), photos: [] }}>
        <Form.Item label={T.rectifyDesc}>{row.rectifyDesc}</Form.Item>
        <Form.Item name="pass" label={T.reviewResult} rules={[{ required: true }]}>
          <Radio.Group options={[{ value: true, label: T.reviewPass }, { value: false, label: T.reviewFail }]} />
        </Form.Item>
        <Form.Item name="opinion" label={T.reviewOpinion} dependencies={['pass']}
          rules={[({ getFieldValue }) => ({
            validator: (_, v) => (getFieldValue('pass') === false && !String(v ?? '').trim()
              ? Promise.reject(new Error(T.opinionRequired)) : Promise.resolve()),
          }), { max: 2000 }]}>
          <Input.TextArea autoSize={{ minRows: 3 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="reviewDate" label={T.reviewDate} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={later} />
        </Form.Item>
        <Form.Item name="photos" label={T.reviewPhotos}>
          <PhotoUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
