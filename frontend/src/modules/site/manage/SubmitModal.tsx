/** 提交审批: the people to copy (抄送人) and a comment, then the record goes into its module's process. */
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { manageApi, type ManageRow } from '@/api/modules/manage';
import { getUserSelector } from '@/api/modules/notice';
import { unwrap } from '@/api/modules/result';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ActionModalProps } from '@/shared/crud';
import { MT } from './texts';

export function submitModal<Row extends ManageRow>(name: string, titleOf: (row: Row) => string) {
  return function SubmitModal({ row, open, onClose, onDone }: ActionModalProps<Row>) {
    const { message } = useFeedback();
    const [cc, setCc] = useState<string[]>([]);
    const [comment, setComment] = useState('');
    const [busy, setBusy] = useState(false);
    const users = useQuery({
      queryKey: ['sysUser', 'selector'],
      queryFn: async () => (await unwrap(getUserSelector())).map((u) => ({ value: u.id, label: u.name })),
      enabled: open,
    });
    const send = async () => {
      setBusy(true);
      try {
        await unwrap(manageApi(name).submit(row.id, cc, comment));
        void message.success(MT.submitted);
        onDone();
      } catch (e) {
        void message.error(errorMessage(e));
      } finally {
        setBusy(false);
      }
    };
    return (
      <Modal title={MT.submitTitle(titleOf(row))} open={open} onCancel={onClose} onOk={() => void send()} confirmLoading={busy} destroyOnHidden>
        <Form layout="vertical">
          <Form.Item label={MT.ccUsers}>
            <Select mode="multiple" allowClear showSearch optionFilterProp="label" placeholder={MT.ccPlaceholder}
              loading={users.isPending} options={users.data ?? []} value={cc} onChange={setCc} data-testid="manage-cc" />
          </Form.Item>
          <Form.Item label={MT.comment}>
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
          </Form.Item>
        </Form>
      </Modal>
    );
  };
}
