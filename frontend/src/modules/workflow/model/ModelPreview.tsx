/** 预览: the model's diagram, read-only. */
import { useQuery } from '@tanstack/react-query';
import { Empty, Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { wfApi, type FlwModel } from '@/api/modules/workflow';
import type { ActionModalProps } from '@/shared/crud';
import { T } from '../texts';

const BpmnView = lazy(() => import('../bpmn/BpmnView'));

export function ModelPreview({ row, open, onClose }: ActionModalProps<FlwModel>) {
  const q = useQuery({ queryKey: ['flwModel', 'detail', row.id], queryFn: () => wfApi.modelDetail(row.id), enabled: open });
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={1100} title={`${T.preview} · ${row.name}`} destroyOnHidden>
      {q.isPending ? (
        <Spin />
      ) : q.data?.bpmnXml ? (
        <Suspense fallback={<Spin />}>
          <BpmnView xml={q.data.bpmnXml} height={560} />
        </Suspense>
      ) : (
        <Empty description="尚未设计流程图" />
      )}
    </Modal>
  );
}
