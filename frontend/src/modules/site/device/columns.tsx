import type { QueryClient } from '@tanstack/react-query';
import { Tag, Tooltip, Typography } from 'antd';
import { listSiteDevices, type EffectiveThreshold, type SiteDevice } from '@/api/modules/siteDevice';
import { unwrap } from '@/api/modules/result';
import { statusField } from '@/modules/system/shared/StatusSwitch';
import type { FieldDef, Option, OptionSource } from '@/shared/crud';
import { sinceText } from './logic';
import { ParamsEditor } from './ParamsEditor';
import { KIND_NAMES, cleanParams, paramRows, type DeviceKind } from './paramFields';
import { T } from './texts';

/** The pickers' device lists: dropped after any write of a device, so a new gateway shows at once. */
export const forgetDeviceLists = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: ['siteDevice', 'list'] });

/** The project's devices of one kind (or of every kind) for pickers. */
export function deviceSource(kind?: DeviceKind): OptionSource<Option> {
  return {
    queryKey: ['siteDevice', 'list', kind ?? 'all'],
    load: async () => (await unwrap(listSiteDevices(kind))).map((d) => ({ value: d.id, label: `${d.name}（${d.code}）` })),
  };
}

export function OnlineTag({ online }: { online: boolean }) {
  return online ? <Tag color="green">{T.onlineTag}</Tag> : <Tag>{T.offlineTag}</Tag>;
}

export function LastSeen({ value, seconds }: { value?: string | null; seconds?: number | null }) {
  if (!value) return <Typography.Text type="secondary">{sinceText(null)}</Typography.Text>;
  return <Tooltip title={value}><span>{sinceText(seconds)}</span></Tooltip>;
}

export const onlineField: FieldDef = {
  key: 'online', title: T.online, type: 'select', options: [...T.onlineStates], inSearch: true, inForm: false, width: 84,
  render: (v) => <OnlineTag online={Boolean(v)} />,
};

export const lastSeenField: FieldDef = {
  key: 'lastSeen', title: T.lastSeen, inForm: false, width: 104, sorter: true,
  render: (v, row) => <LastSeen value={v as string | null} seconds={(row as { seenSecondsAgo?: number | null }).seenSecondsAgo} />,
};

function ParamsView({ kind, value }: { kind: DeviceKind; value: Record<string, unknown> }) {
  const rows = paramRows(kind, value);
  if (!rows.length) return <Typography.Text type="secondary">{T.noParams}</Typography.Text>;
  return <div>{rows.map((r) => <div key={`${r.group}${r.label}`}>{r.label}：{r.text}</div>)}</div>;
}

function ThresholdsView({ value }: { value?: EffectiveThreshold[] }) {
  if (!value?.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div>
      {value.map((t) => <div key={t.key}>{t.label}：{t.value} {t.unit} <Tag>{t.sourceName}</Tag></div>)}
    </div>
  );
}

/** The columns of a device screen of `kind` (table, search, form and detail from one list). */
export function deviceColumns(kind: DeviceKind, hasThresholds: boolean): FieldDef<SiteDevice>[] {
  const status = { ...statusField<SiteDevice>('siteDevice', KIND_NAMES[kind], T.status), searchKey: 'status', width: 90 };
  return [
    { key: 'name', title: T.name, inSearch: true, rules: { required: true, max: 100 }, sorter: true, width: 150, ellipsis: true },
    {
      key: 'code', title: T.code, inSearch: true, sorter: true, width: 130, ellipsis: true, tooltip: T.codeHelp,
      rules: { required: true, max: 64, pattern: /^[A-Za-z0-9_.-]+$/, patternMessage: `${T.code}格式不正确` },
    },
    onlineField as FieldDef<SiteDevice>,
    lastSeenField as FieldDef<SiteDevice>,
    { key: 'location', title: T.location, ellipsis: true, rules: { max: 255 } },
    {
      key: 'vendorModel', title: T.vendorModel, inForm: false, inDetail: false, ellipsis: true, width: 150,
      get: (row) => [row.vendor, row.model].filter(Boolean).join(' / ') || '-',
    },
    { key: 'vendor', title: T.vendor, inTable: false, rules: { max: 100 } },
    { key: 'model', title: T.model, inTable: false, rules: { max: 100 } },
    ...(kind === 'gateway'
      ? [{ key: 'channelCount', title: T.channelCount, inForm: false, width: 70 } as FieldDef<SiteDevice>]
      : [{
          key: 'gatewayId', title: T.gateway, type: 'select', source: deviceSource('gateway'), inTable: false,
          render: (_v, row) => row.gatewayName ?? '-',
        } as FieldDef<SiteDevice>]),
    {
      key: 'heartbeatSeconds', title: T.heartbeat, type: 'number', inTable: false, defaultValue: 60, tooltip: T.heartbeatHelp,
      render: (v) => `${String(v)} ${T.seconds}`,
      rules: { required: true }, props: { min: 10, max: 3600, precision: 0, suffix: T.seconds, style: { width: '100%' } },
    },
    { key: 'lng', title: T.lng, type: 'number', inTable: false, props: { min: -180, max: 180, precision: 6, style: { width: '100%' } } },
    { key: 'lat', title: T.lat, type: 'number', inTable: false, props: { min: -90, max: 90, precision: 6, style: { width: '100%' } } },
    status,
    {
      key: 'params', title: T.params, type: 'custom', inTable: false, wide: true, defaultValue: {},
      control: ({ value, onChange }) => <ParamsEditor kind={kind} value={value} onChange={onChange} />,
      render: (v) => <ParamsView kind={kind} value={(v ?? {}) as Record<string, unknown>} />,
    },
    ...(hasThresholds
      ? [{
          key: 'effectiveThresholds', title: T.thresholdsInForce, inTable: false, inForm: false, inDetail: true,
          render: (v: unknown) => <ThresholdsView value={v as EffectiveThreshold[]} />,
        } as FieldDef<SiteDevice>]
      : []),
    { key: 'onlineTime', title: T.onlineTime, inTable: false, inForm: false, inDetail: true },
    { key: 'offlineTime', title: T.offlineTime, inTable: false, inForm: false, inDetail: true },
    { key: 'remark', title: T.remark, type: 'textarea', inTable: false, wide: true, rules: { max: 255 } },
  ];
}

/** Form values -> body: the kind and its cleaned parameters. */
export function deviceBody(kind: DeviceKind) {
  return (values: Record<string, unknown>, mode: 'add' | 'edit') => ({
    ...values,
    ...(mode === 'add' ? { kind } : {}),
    params: cleanParams(kind, values.params as Record<string, unknown>),
  });
}
