/** The resource description of one alarm category's screen: filters, columns, 上报 (施工告警), 处理. */
import { Tag } from 'antd';
import { getAlarmDevices, type AlarmCategory, type SiteAlarm } from '@/api/modules/alarm';
import { unwrap } from '@/api/modules/result';
import type { FieldDef, ResourceDef } from '@/shared/crud';
import { LEVEL_COLORS, STATUS_COLORS, durationText, valueText } from './format';
import { HandleDrawer } from './HandleDrawer';
import { LiveRefresh } from './LiveRefresh';
import { PhotoControl, PhotoList } from './Photos';
import { T } from './texts';

export function alarmDef(category: AlarmCategory): ResourceDef<SiteAlarm> {
  const manual = category === 'construction';
  const title: FieldDef<SiteAlarm> = {
    key: 'title', title: T.content, inSearch: true, inTable: manual, ellipsis: true, rules: { required: true, max: 200 },
    placeholder: manual ? T.titleExample : undefined,
  };
  const device: FieldDef<SiteAlarm>[] = manual ? [
    title,
    { key: 'location', title: T.location, width: 160, ellipsis: true, rules: { max: 255 } },
  ] : [
    {
      key: 'deviceId', title: T.device, type: 'select', inSearch: true, inTable: false, inForm: false, inDetail: false,
      source: { queryKey: ['siteAlarm', 'devices', category], load: async () => (await unwrap(getAlarmDevices(category))).map((d) => ({ value: d.id, label: d.name })) },
    },
    { key: 'deviceName', title: T.device, width: 130, ellipsis: true, inForm: false },
    { key: 'typeName', title: T.type, width: 120, inForm: false },
    title,
  ];
  const sensed: FieldDef<SiteAlarm>[] = manual ? [] : [
    { key: 'value', title: T.value, width: 110, inForm: false, render: (_v, row) => valueText(row) },
    {
      key: 'active', title: T.active, type: 'select', options: [...T.actives], inSearch: true, inForm: false, width: 90,
      render: (v) => (v ? <Tag color="red">{T.activeNow}</Tag> : <Tag color="green">{T.recovered}</Tag>),
    },
  ];
  return {
    name: 'siteAlarm',
    title: T.categories[category],
    addText: T.report,
    api: { add: manual, edit: false, delete: false, detail: true, export: true },
    detail: true,
    searchDefaults: {},
    columns: [
      { key: 'startTime', title: T.time, width: 165, sorter: true, inForm: false },
      ...device,
      {
        key: 'level', title: T.level, type: manual ? 'radio' : 'select', options: [...T.levels], inSearch: true, width: 80,
        defaultValue: 2, rules: { required: true }, render: (v, row) => <Tag color={LEVEL_COLORS[Number(v)]}>{row.levelName}</Tag>,
      },
      ...sensed,
      {
        key: 'status', title: T.status, type: 'select', options: [...T.statuses], inSearch: true, inForm: false, width: 90,
        render: (v, row) => <Tag color={STATUS_COLORS[Number(v)]}>{row.statusName}</Tag>,
      },
      { key: 'duration', title: T.duration, inForm: false, width: 110, render: (v) => durationText(Number(v)) },
      { key: 'handlerName', title: T.handler, inForm: false, width: 90, render: (v) => (v ? String(v) : '-') },
      {
        key: 'timeRange', title: T.timeRange, type: 'date-range', inSearch: true, inTable: false, inForm: false,
        inDetail: false, rangeKeys: ['searchBeginTime', 'searchEndTime'],
      },
      { key: 'handleTime', title: T.handleTime, inTable: false, inForm: false },
      { key: 'handleNote', title: T.handleNote, inTable: false, inForm: false },
      { key: 'hits', title: T.hits, inTable: false, inForm: false },
      { key: 'reporterName', title: T.reporter, inTable: false, inForm: false, inDetail: manual },
      { key: 'content', title: T.description, type: 'textarea', inTable: false, inForm: manual ? 'add' : false, inDetail: manual, rules: { max: 500 } },
      {
        key: 'photos', title: T.photos, type: 'custom', control: PhotoControl, inTable: false, inForm: manual ? 'add' : false,
        inDetail: manual, defaultValue: [], render: (v) => <PhotoList ids={v as string[]} />,
      },
    ],
    rowActions: [{ key: 'handle', text: T.handle, perm: 'siteAlarm:detail', modal: HandleDrawer }],
    actionWidth: 120,
    toolbarExtra: (ctx) => <LiveRefresh ctx={ctx} category={category} />,
    onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['siteAlarm', 'overview'] }),
  };
}
