import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { resetSiteDeviceKey, type SiteDevice, type SiteDeviceKey } from '@/api/modules/siteDevice';
import { KeyModal } from '@/modules/site/deviceFace/KeyModal';
import { CrudPage, useHasPerm, type ResourceDef } from '@/shared/crud';
import { AddDeviceModal } from './AddDeviceModal';
import { deviceBody, deviceColumns, forgetDeviceLists } from './columns';
import { KIND_NAMES, type DeviceKind } from './paramFields';
import { T } from './texts';
import { ThresholdsModal } from './ThresholdsModal';

const THRESHOLD_KINDS: readonly DeviceKind[] = ['crane', 'lift', 'environment'];

export function deviceDef(kind: DeviceKind, showKey: (key: SiteDeviceKey) => void): ResourceDef<SiteDevice> {
  const hasThresholds = THRESHOLD_KINDS.includes(kind);
  return {
    name: 'siteDevice',
    title: KIND_NAMES[kind],
    api: { add: false, detail: true, export: true, changeStatus: true, list: false },
    detail: true,
    formColumns: 2,
    formWidth: 880,
    columns: deviceColumns(kind, hasThresholds),
    toBody: deviceBody(kind),
    onChanged: forgetDeviceLists,
    rowActions: [
      {
        key: 'resetKey', text: T.resetKey, perm: 'siteDevice:resetKey', danger: true, confirm: T.resetConfirm,
        onClick: (row) => void resetSiteDeviceKey(row.id).then((res) => { if (res.success && res.data) showKey(res.data); }),
      },
      ...(hasThresholds
        ? [{ key: 'setThresholds', text: T.setThresholds, perm: 'siteDevice:setThresholds', modal: ThresholdsModal }]
        : []),
    ],
    actionWidth: 210,
  };
}

/** One device screen per kind (通用设备, 网关, 塔吊, ...): the kind's columns and parameters, the key shown once. */
export function DeviceKindPage({ kind }: { kind: DeviceKind }) {
  const [key, setKey] = useState<SiteDeviceKey | null>(null);
  const [adding, setAdding] = useState(false);
  const [def] = useState(() => deviceDef(kind, setKey));
  const [version, setVersion] = useState(0);
  const hasPerm = useHasPerm();
  const queryClient = useQueryClient();
  const toolbar = hasPerm('siteDevice:add') && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{T.add}</Button>
  );
  return (
    <>
      <CrudPage key={version} def={def} params={{ kind }} toolbarExtra={toolbar} />
      <AddDeviceModal def={def} kindName={KIND_NAMES[kind]} open={adding} onClose={() => setAdding(false)}
        onAdded={(k) => { setAdding(false); setKey(k); setVersion((v) => v + 1); forgetDeviceLists(queryClient); }} />
      <KeyModal value={key} onClose={() => setKey(null)} />
    </>
  );
}
