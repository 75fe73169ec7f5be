import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getFaceStats, resetDeviceKey, type DeviceFace, type DeviceKey } from '@/api/modules/attendance';
import { unwrap } from '@/api/modules/result';
import { statusField } from '@/modules/system/shared/StatusSwitch';
import { CrudPage, useHasPerm, type ResourceDef } from '@/shared/crud';
import { AddModal } from './AddModal';
import { KeyModal } from './KeyModal';
import { T } from './texts';

function Counters({ value }: { value?: Record<string, number> }) {
  const stats = useQuery({ queryKey: ['deviceFace', 'stats'], queryFn: () => unwrap(getFaceStats()) });
  const reasons = stats.data?.reasons ?? {};
  const shown = Object.entries(value ?? {}).filter(([, n]) => n > 0);
  if (!shown.length) return <Typography.Text type="secondary">暂无</Typography.Text>;
  return (
    <Descriptions size="small" column={2}>
      {shown.map(([k, n]) => <Descriptions.Item key={k} label={reasons[k] ?? k}>{n}</Descriptions.Item>)}
    </Descriptions>
  );
}

function faceDef(showKey: (key: DeviceKey) => void): ResourceDef<DeviceFace> {
  return {
    name: 'deviceFace',
    title: T.title,
    api: { add: false, detail: true, export: true, changeStatus: true },
    detail: true,
    columns: [
      { key: 'name', title: T.name, inSearch: true, rules: { required: true, max: 100 }, sorter: true },
      { key: 'code', title: T.code, inSearch: true, rules: { required: true, max: 64 }, sorter: true, width: 160 },
      { key: 'vendor', title: T.vendor, width: 110, rules: { max: 100 } },
      { key: 'model', title: T.model, width: 120, rules: { max: 100 } },
      { key: 'location', title: T.location, ellipsis: true, rules: { max: 255 } },
      {
        key: 'direction', title: T.direction, type: 'radio', options: [...T.directions], inSearch: true, width: 90,
        rules: { required: true }, render: (v) => <Tag color={v === 1 ? 'green' : 'blue'}>{v === 1 ? '进' : '出'}</Tag>,
      },
      {
        key: 'online', title: T.online, type: 'select', options: [...T.onlineStates], inSearch: true, inForm: false, width: 90,
        render: (v) => <Badge status={v ? 'success' : 'default'} text={v ? '在线' : '离线'} />,
      },
      { key: 'lastSeen', title: T.lastSeen, inForm: false, width: 170, sorter: true },
      statusField<DeviceFace>('deviceFace', T.title, T.status),
      { key: 'remark', title: T.remark, type: 'textarea', inTable: false, rules: { max: 255 } },
      {
        key: 'counters', title: T.counters, inTable: false, inForm: false, inDetail: true,
        render: (v) => <Counters value={v as Record<string, number>} />,
      },
    ],
    rowActions: [
      {
        key: 'resetKey', text: T.resetKey, perm: 'deviceFace:resetKey', danger: true, confirm: T.resetConfirm,
        onClick: (row) => void resetDeviceKey(row.id).then((res) => { if (res.success && res.data) showKey(res.data); }),
      },
    ],
    actionWidth: 260,
  };
}

/** 人脸设备: the project's face terminals; the device key is shown once, on add and on reset. */
export default function DeviceFacePage() {
  const [key, setKey] = useState<DeviceKey | null>(null);
  const [adding, setAdding] = useState(false);
  const [def] = useState(() => faceDef(setKey));
  const [version, setVersion] = useState(0);
  const hasPerm = useHasPerm();
  const stats = useQuery({
    queryKey: ['deviceFace', 'stats', version],
    queryFn: () => unwrap(getFaceStats()),
    enabled: hasPerm('deviceFace:stats'),
  });
  const toolbar = (
    <Space>
      {stats.data && <Typography.Text type="secondary">{T.stats(stats.data.total, stats.data.online)}</Typography.Text>}
      {hasPerm('deviceFace:add') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{T.add}</Button>
      )}
    </Space>
  );
  return (
    <>
      <CrudPage key={version} def={def} toolbarExtra={toolbar} />
      <AddModal open={adding} onClose={() => setAdding(false)}
        onAdded={(k) => { setAdding(false); setKey(k); setVersion((v) => v + 1); }} />
      <KeyModal value={key} onClose={() => setKey(null)} />
    </>
  );
}
