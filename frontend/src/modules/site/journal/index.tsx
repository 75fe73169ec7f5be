import dayjs, { type Dayjs } from 'dayjs';
import type { ManageRow } from '@/api/modules/manage';
import type { Headcount } from '@/api/modules/siteJournal';
import type { ResourceDef } from '@/shared/crud';
import { photosField } from '../manage/fields';
import { ManagePage } from '../manage/ManagePage';
import { HeadcountInput, headcountText } from './HeadcountInput';
import { T } from './texts';

export interface Journal extends ManageRow {
  logDate: string;
  weekday: string;
  weatherAm: string;
  weatherPm: string;
  tempLow: number | null;
  tempHigh: number | null;
  windLevel: string | null;
  parts: string | null;
  headcounts: Headcount[];
  headcountTotal: number;
  machinery: string | null;
  materials: string | null;
  workDone: string;
  issues: string | null;
  remark: string | null;
  photos: string[];
}

const WEATHER = 'journal_weather';
const temperature = { min: -60, max: 60, precision: 0, style: { width: '100%' } };
const hidden = { inTable: false, inForm: false, inDetail: false } as const;

/** 施工日志: one a day per project; the server refuses future days and back-filling past the project's limit. */
export const journalDef: ResourceDef<Journal> = {
  name: 'siteJournal',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 820,
  formColumns: 2,
  columns: [
    {
      key: 'logDate', title: T.logDate, type: 'date', sorter: true, width: 120, rules: { required: true },
      defaultValue: dayjs().format('YYYY-MM-DD'), props: { disabledDate: (d: Dayjs) => d.isAfter(dayjs(), 'day') },
    },
    { key: 'dateRange', title: T.dateRange, type: 'date-range', inSearch: true, rangeKeys: ['beginDate', 'endDate'], ...hidden },
    { key: 'weekday', title: T.weekday, inForm: false, width: 80 },
    { key: 'weatherAm', title: T.weatherAm, type: 'dict', dictCode: WEATHER, width: 96, rules: { required: true } },
    { key: 'weatherPm', title: T.weatherPm, type: 'dict', dictCode: WEATHER, width: 96, rules: { required: true } },
    { key: 'weather', title: T.weather, type: 'dict', dictCode: WEATHER, inSearch: true, ...hidden },
    {
      key: 'temperature', title: T.temperature, inForm: false, inDetail: true, width: 110,
      get: (row) => T.tempRange(row.tempLow, row.tempHigh),
    },
    { key: 'tempLow', title: T.tempLow, type: 'number', inTable: false, inDetail: false, props: temperature },
    {
      key: 'tempHigh', title: T.tempHigh, type: 'number', inTable: false, inDetail: false, props: temperature, deps: ['tempLow'],
      rules: {
        extra: [({ getFieldValue }) => ({
          validator: (_, v) => {
            const low = getFieldValue('tempLow') as number | null | undefined;
            return v == null || low == null || v >= low ? Promise.resolve() : Promise.reject(new Error(T.tempOrder));
          },
        })],
      },
    },
    { key: 'windLevel', title: T.windLevel, inTable: false, placeholder: T.windPlaceholder, rules: { max: 32 } },
    { key: 'parts', title: T.parts, type: 'textarea', ellipsis: true, wide: true, placeholder: T.partsPlaceholder, rules: { max: 1000 } },
    {
      key: 'headcounts', title: T.headcounts, type: 'custom', inTable: false, wide: true, defaultValue: [], deps: ['logDate'],
      render: (v) => headcountText(v), control: (props) => <HeadcountInput {...props} />,
    },
    { key: 'headcountTotal', title: T.headcountTotal, inForm: false, width: 90, render: (v) => T.people(Number(v ?? 0)) },
    { key: 'machinery', title: T.machinery, type: 'textarea', inTable: false, rules: { max: 1000 } },
    { key: 'materials', title: T.materials, type: 'textarea', inTable: false, rules: { max: 2000 } },
    { key: 'workDone', title: T.workDone, type: 'textarea', ellipsis: true, wide: true, rules: { required: true, max: 5000 } },
    { key: 'issues', title: T.issues, type: 'textarea', inTable: false, wide: true, rules: { max: 5000 } },
    { key: 'keyword', title: T.keyword, inSearch: true, placeholder: T.keywordPlaceholder, ...hidden },
    { key: 'remark', title: T.remark, inTable: false, wide: true, rules: { max: 255 } },
    photosField('photos', T.photos),
  ],
};

const titleOf = (row: Journal) => T.recordTitle(row.logDate);

export default function JournalPage() {
  return <ManagePage def={journalDef} titleOf={titleOf} />;
}
