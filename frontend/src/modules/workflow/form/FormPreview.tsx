/** 预览: the 流程表单 rendered by our renderer. */
import { useQuery } from '@tanstack/react-query';
import { Empty, Modal, Spin } from 'antd';
import { wfApi, type FlwForm } from '@/api/modules/workflow';
import type { ActionModalProps } from '@/shared/crud';
import { WfForm } from '../shared/WfForm';
import { T } from '../texts';

export function FormPreview({ row, open, onClose }: ActionModalProps<FlwForm>) {
  const q = useQuery({ queryKey: ['flwForm', 'detail', row.id], queryFn: () => wfApi.formDetail(row.id), enabled: open });
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={1000} title={`${T.preview} · ${row.name}`} destroyOnHidden>
      {q.isPending ? <Spin /> : q.data?.design ? <WfForm design={q.data.design} start /> : <Empty description="表单尚未设计" />}
    </Modal>
  );
}
