import { useQuery } from '@tanstack/react-query';
import { Alert, InputNumber, Modal, Spin, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { getSiteDevice, setSiteDeviceThresholds, type EffectiveThreshold, type SiteDevice } from '@/api/modules/siteDevice';
import { unwrap } from '@/api/modules/result';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import { thresholdChanges } from './logic';
import { T } from './texts';

const SOURCE_COLORS: Record<string, string> = { default: 'default', project: 'blue', params: 'cyan', device: 'orange' };

const shown = (v: number | null | undefined, unit: string) => (v === null || v === undefined ? '—' : `${v} ${unit}`);

/** 设置阈值: the thresholds in force with their sources; the device column is editable (empty = not overridden). */
export function ThresholdsModal({ row, open, onClose, onDone }: ActionModalProps<SiteDevice>) {
  const detail = useQuery({
    queryKey: ['siteDevice', 'detail', row.id, 'thresholds'],
    queryFn: () => unwrap(getSiteDevice(row.id)),
    enabled: open,
    staleTime: 0,
  });
  const rows = detail.data?.effectiveThresholds ?? [];
  const [edited, setEdited] = useState<Record<string, number | null>>({});
  useEffect(() => {
    if (detail.data) {
      setEdited(Object.fromEntries(detail.data.effectiveThresholds.map((t) => [t.key, t.deviceValue ?? null])));
    }
  }, [detail.data]);
  const { busy, submit } = useSubmit();
  const save = async () => {
    const changes = thresholdChanges(rows, edited);
    if (!Object.keys(changes).length) {
      onClose();
      return;
    }
    const ok = await submit(() => setSiteDeviceThresholds(row.id, changes), T.saved);
    if (ok) onDone();
  };
  const columns = [
    { title: T.thresholdCols.label, dataIndex: 'label', width: 190 },
    { title: T.thresholdCols.defaultValue, width: 110, render: (_: unknown, t: EffectiveThreshold) => shown(t.defaultValue, t.unit) },
    { title: T.thresholdCols.projectValue, width: 110, render: (_: unknown, t: EffectiveThreshold) => shown(t.projectValue, t.unit) },
    {
      title: T.thresholdCols.deviceValue, width: 170,
      render: (_: unknown, t: EffectiveThreshold) => (
        <InputNumber aria-label={`${t.label}${T.thresholdCols.deviceValue}`} value={edited[t.key] ?? null}
          min={t.low} max={t.high} suffix={t.unit} style={{ width: '100%' }} placeholder={`${t.low}～${t.high}`}
          onChange={(v) => setEdited((e) => ({ ...e, [t.key]: v ?? null }))} />
      ),
    },
    {
      title: T.thresholdCols.value, width: 150,
      render: (_: unknown, t: EffectiveThreshold) => (
        <span>{shown(t.value, t.unit)} <Tag color={SOURCE_COLORS[t.source]}>{t.sourceName}</Tag></span>
      ),
    },
  ];
  return (
    <Modal title={T.thresholdTitle(row.name)} open={open} onCancel={onClose} onOk={() => void save()}
      confirmLoading={busy} okText="保存" cancelText="取消" width={860} destroyOnHidden>
      <Alert type="info" showIcon message={T.thresholdHelp} style={{ marginBottom: 12 }} />
      <Spin spinning={detail.isFetching}>
        <Table<EffectiveThreshold> rowKey="key" size="small" pagination={false} dataSource={rows} columns={columns}
          locale={{ emptyText: T.noThresholds }} />
      </Spin>
    </Modal>
  );
}
