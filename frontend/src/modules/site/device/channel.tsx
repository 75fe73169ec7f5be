import type { DeviceChannel } from '@/api/modules/siteDevice';
import { CrudPage, type FieldDef, type ResourceDef } from '@/shared/crud';
import { deviceSource, lastSeenField, onlineField } from './columns';
import { T } from './texts';

export const channelDef: ResourceDef<DeviceChannel> = {
  name: 'siteDeviceChannel',
  title: T.channel,
  api: { detail: true, export: true },
  detail: true,
  batchDelete: true,
  columns: [
    {
      key: 'gatewayId', title: T.gateway, type: 'select', source: deviceSource('gateway'), inSearch: true, width: 180,
      rules: { required: true }, render: (_v, row) => row.gatewayName ?? row.gatewayId,
    },
    {
      key: 'channelNo', title: T.channelNo, type: 'number', width: 80, sorter: true, rules: { required: true },
      props: { min: 1, max: 9999, precision: 0, style: { width: '100%' } },
    },
    { key: 'name', title: T.channelName, inSearch: true, rules: { required: true, max: 100 }, sorter: true, width: 180 },
    { key: 'channelType', title: T.channelType, type: 'dict', dictCode: 'device_channel_type', inSearch: true, width: 110 },
    {
      key: 'deviceId', title: T.channelDevice, type: 'select', source: deviceSource(), width: 160, ellipsis: true,
      render: (_v, row) => row.deviceName ?? '-',
    },
    onlineField as FieldDef<DeviceChannel>,
    lastSeenField as FieldDef<DeviceChannel>,
    { key: 'lastValue', title: T.lastValue, inForm: false, width: 100 },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
  ],
};

/** 网关通道: the sensors and relays wired to the project's gateways. */
export default function DeviceChannelPage() {
  return <CrudPage def={channelDef} />;
}
