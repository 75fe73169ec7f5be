import { Tag } from 'antd';
import dayjs from 'dayjs';
import { enableCheckJob, type CheckJob } from '@/api/modules/siteInspection';
import type { ResourceDef } from '@/shared/crud';
import { ManagePage } from '../manage/ManagePage';
import { memberSource } from '../inspection/sources';
import { T } from './texts';

const hidden = { inTable: false, inForm: false, inDetail: false } as const;

function DoneTag({ row }: { row: CheckJob }) {
  if (row.done === null) return <span>-</span>;
  return row.done ? <Tag color="green">{T.doneYes}</Tag> : <Tag color="orange">{T.doneNo}</Tag>;
}

/** 检查任务: recurring inspections scheduled for people; the checkers are reminded on each due date. */
export const checkJobDef: ResourceDef<CheckJob> = {
  name: 'siteCheckJob',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 760,
  formColumns: 2,
  columns: [
    { key: 'name', title: T.name, inSearch: true, ellipsis: true, rules: { required: true, max: 100 } },
    { key: 'checkType', title: T.checkType, type: 'dict', dictCode: 'inspection_type', inSearch: true, width: 100, rules: { required: true } },
    { key: 'cycle', title: T.cycle, type: 'dict', dictCode: 'check_cycle', inSearch: true, width: 80, defaultValue: 'weekly', rules: { required: true } },
    {
      key: 'checkerIds', title: T.checkers, type: 'select', source: memberSource, multiple: true, width: 160, ellipsis: true,
      defaultValue: [], get: (row) => row.checkerNames.join('、'), rules: { required: true },
    },
    { key: 'checkerId', title: T.checkers, type: 'select', source: memberSource, inSearch: true, ...hidden },
    { key: 'startDate', title: T.startDate, type: 'date', sorter: true, width: 110, defaultValue: dayjs().format('YYYY-MM-DD'), rules: { required: true } },
    {
      key: 'endDate', title: T.endDate, type: 'date', width: 110, deps: ['startDate'],
      rules: {
        extra: [({ getFieldValue }) => ({
          validator: (_, v) => {
            const start = getFieldValue('startDate') as dayjs.Dayjs | null | undefined;
            return !v || !start || !dayjs(v as dayjs.Dayjs).isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error(T.endBeforeStart));
          },
        })],
      },
    },
    { key: 'content', title: T.content, type: 'textarea', inTable: false, wide: true, placeholder: T.contentPlaceholder, rules: { max: 2000 } },
    { key: 'enabled', title: T.enabled, type: 'switch', width: 80, defaultValue: true, render: (v) => (v ? <Tag color="green">{T.on}</Tag> : <Tag>{T.off}</Tag>) },
    { key: 'period', title: T.period, inForm: false, width: 200, get: (row) => (row.periodStart ? T.periodText(row.periodStart, row.periodEnd) : '-') },
    { key: 'done', title: T.done, inForm: false, width: 90, render: (_, row) => <DoneTag row={row} /> },
    { key: 'nextDueDate', title: T.nextDueDate, inForm: false, width: 110 },
    { key: 'remark', title: T.remark, inTable: false, wide: true, rules: { max: 255 } },
  ],
  rowActions: [
    {
      key: 'enable', text: T.on, perm: 'siteCheckJob:enable', show: (row) => !row.enabled,
      confirm: (row) => T.confirmOn(row.name), run: (row) => enableCheckJob(row.id, true), successText: T.switched,
    },
    {
      key: 'disable', text: T.off, perm: 'siteCheckJob:enable', danger: true, show: (row) => row.enabled,
      confirm: (row) => T.confirmOff(row.name), run: (row) => enableCheckJob(row.id, false), successText: T.switched,
    },
  ],
  actionWidth: 300,
};

const titleOf = (row: CheckJob) => row.name;

export default function CheckJobPage() {
  return <ManagePage def={checkJobDef} titleOf={titleOf} />;
}
