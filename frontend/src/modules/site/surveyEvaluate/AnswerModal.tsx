/** 作答: a score for each of the survey's items (within its maximum) and a comment, once per person. */
import { Form, Input, InputNumber, Modal } from 'antd';
import { answerSurvey } from '@/api/modules/manageTool';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import type { Survey } from './index';
import { T } from './texts';

interface AnswerValues {
  scores: Record<string, number>;
  comment?: string;
}

export function AnswerModal({ row, open, onClose, onDone }: ActionModalProps<Survey>) {
  const [form] = Form.useForm<AnswerValues>();
  const { busy, submit } = useSubmit();
  const save = async () => {
    const v = await form.validateFields();
    const scores = row.items.map((i) => ({ itemId: i.id, score: Number(v.scores[i.id]) }));
    await submit(() => answerSurvey(row.id, scores, v.comment?.trim() || null), T.answeredOk, onDone);
  };
  return (
    <Modal title={T.answerTitle(row.title)} open={open} onCancel={onClose} onOk={() => void save()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="survey-answer-form">
        {row.description && <Form.Item label={T.description}>{row.description}</Form.Item>}
        {row.items.map((item) => (
          <Form.Item key={item.id} name={['scores', item.id]} label={`${item.name} · ${T.scoreOf(item.maxScore)}`}
            rules={[{ required: true, message: T.scoreRequired }]}>
            <InputNumber min={0} max={item.maxScore} step={0.5} precision={1} style={{ width: '100%' }} />
          </Form.Item>
        ))}
        <Form.Item name="comment" label={T.comment} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
