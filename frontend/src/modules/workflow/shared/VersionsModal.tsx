/** 版本: deployed definition versions, of a model (流程模型) or of a definition's key (流程定义). */
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag } from 'antd';
import { wfApi, type FlwDefinition, type FlwModel } from '@/api/modules/workflow';
import type { ActionModalProps } from '@/shared/crud';
import { T } from '../texts';

type Source = 'model' | 'definition';

interface TableProps {
  source: Source;
  id: string;
  name: string;
  open: boolean;
  onClose: () => void;
}

function VersionsTable({ source, id, name, open, onClose }: TableProps) {
  const q = useQuery({
    queryKey: [source === 'model' ? 'flwModel' : 'flwDefinition', 'versions', id],
    queryFn: () => (source === 'model' ? wfApi.modelVersions(id) : wfApi.definitionVersions(id)),
    enabled: open,
  });
  const second = source === 'model' ? { title: T.key, dataIndex: 'key' } : { title: T.processName, dataIndex: 'name' };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={720} title={`${T.versions} · ${name}`} destroyOnHidden>
      <Table
        rowKey="id"
        size="small"
        loading={q.isPending}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: T.version, dataIndex: 'version', width: 90, render: (v: number) => <Tag color="blue">v{v}</Tag> },
          second,
          { title: T.status, dataIndex: 'suspended', width: 100, render: (s: boolean) => (s ? <Tag>{T.suspended}</Tag> : <Tag color="green">{T.active}</Tag>) },
          { title: T.deployTime, dataIndex: 'deployTime', width: 180 },
        ]}
      />
    </Modal>
  );
}

/** 版本 of a 流程模型: the definitions deployed from it. */
export function VersionsModal({ row, open, onClose }: ActionModalProps<FlwModel>) {
  return <VersionsTable source="model" id={row.id} name={row.name} open={open} onClose={onClose} />;
}

/** 版本 of a 流程定义: every deployed version of its key. */
export function DefinitionVersions({ row, open, onClose }: ActionModalProps<FlwDefinition>) {
  return <VersionsTable source="definition" id={row.id} name={row.name} open={open} onClose={onClose} />;
}
