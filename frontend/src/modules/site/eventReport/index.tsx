import dayjs, { type Dayjs } from 'dayjs';
import type { ManageRow } from '@/api/modules/manage';
import type { ResourceDef } from '@/shared/crud';
import { photosField } from '../manage/fields';
import { ManagePage } from '../manage/ManagePage';
import { T } from './texts';

export interface EventReport extends ManageRow {
  eventTime: string;
  eventType: string;
  eventTypeName: string | null;
  level: string;
  levelName: string | null;
  location: string;
  description: string;
  injured: number;
  dead: number;
  measures: string | null;
  photos: string[];
  reporterPhone: string | null;
}

const count = { min: 0, max: 100000, precision: 0, style: { width: '100%' } };
const hidden = { inTable: false, inForm: false, inDetail: false } as const;

/** 事件上报: an event on site with its level and casualties; the server refuses a time in the future. */
export const eventReportDef: ResourceDef<EventReport> = {
  name: 'siteEventReport',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 820,
  formColumns: 2,
  columns: [
    {
      key: 'eventTime', title: T.eventTime, type: 'datetime', sorter: true, width: 170, rules: { required: true },
      props: { disabledDate: (d: Dayjs) => d.isAfter(dayjs(), 'day') },
    },
    { key: 'timeRange', title: T.timeRange, type: 'date-range', inSearch: true, rangeKeys: ['startTime', 'endTime'], ...hidden },
    { key: 'eventType', title: T.eventType, type: 'dict', dictCode: 'event_type', inSearch: true, width: 100, rules: { required: true } },
    { key: 'level', title: T.level, type: 'dict', dictCode: 'event_level', inSearch: true, width: 90, rules: { required: true } },
    { key: 'location', title: T.location, inSearch: true, ellipsis: true, rules: { required: true, max: 255 } },
    { key: 'description', title: T.description, type: 'textarea', ellipsis: true, wide: true, rules: { required: true, max: 5000 } },
    { key: 'injured', title: T.injured, type: 'number', inTable: false, defaultValue: 0, rules: { required: true }, props: count },
    { key: 'dead', title: T.dead, type: 'number', inTable: false, defaultValue: 0, rules: { required: true }, props: count },
    { key: 'casualties', title: T.casualties, inForm: false, inDetail: false, width: 120, get: (row) => T.casualtyText(row.injured, row.dead) },
    { key: 'measures', title: T.measures, type: 'textarea', inTable: false, wide: true, rules: { max: 5000 } },
    {
      key: 'reporterPhone', title: T.reporterPhone, inTable: false,
      rules: { max: 20, pattern: /^[0-9+\-() ]*$/, patternMessage: T.phonePattern },
    },
    photosField('photos', T.photos),
  ],
};

const titleOf = (row: EventReport) => T.recordTitle(row.eventTime, row.eventTypeName ?? row.eventType);

export default function EventReportPage() {
  return <ManagePage def={eventReportDef} titleOf={titleOf} />;
}
