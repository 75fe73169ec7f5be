import { Tag } from 'antd';
import type { Attendance } from '@/api/modules/attendance';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { personSource, teamSource } from './sources';
import { T } from './texts';

/** 考勤记录: the project's clock records (newest first), filters, export, and 补录 by hand. */
export const attendanceDef: ResourceDef<Attendance> = {
  name: 'attendance',
  title: T.title,
  addText: T.addRecord,
  api: { edit: false, delete: false, detail: true, export: true },
  detail: true,
  canEdit: () => false,
  canDelete: () => false,
  columns: [
    {
      key: 'personId', title: T.person, type: 'select', source: personSource, inTable: false, inDetail: false,
      rules: { required: true }, props: { showSearch: { optionFilterProp: 'label' }, placeholder: T.pickPerson },
    },
    { key: 'personName', title: T.personName, inSearch: true, inForm: false, width: 110 },
    {
      key: 'teamId', title: T.team, type: 'select', source: teamSource, inSearch: true, inForm: false, width: 140,
      get: (row) => row.teamName,
    },
    { key: 'clockTime', title: T.clockTime, type: 'datetime', width: 170, sorter: true, rules: { required: true } },
    {
      key: 'timeRange', title: T.timeRange, type: 'date-range', inSearch: true, inTable: false, inForm: false,
      inDetail: false, rangeKeys: ['beginDate', 'endDate'],
    },
    {
      key: 'direction', title: T.direction, type: 'radio', options: [...T.directions], inSearch: true, width: 90,
      defaultValue: 1, rules: { required: true },
      render: (v) => <Tag color={v === 1 ? 'green' : 'blue'}>{v === 1 ? '进' : '出'}</Tag>,
    },
    {
      key: 'source', title: T.source, type: 'select', options: [...T.sources], inSearch: true, inForm: false, width: 90,
      render: (v) => (v === 2 ? <Tag color="orange">补录</Tag> : <Tag>设备</Tag>),
    },
    { key: 'deviceName', title: T.device, inForm: false, width: 160, ellipsis: true },
    { key: 'remark', title: T.reason, type: 'textarea', ellipsis: true, rules: { required: true, max: 255 } },
  ],
};

export default function AttendancePage() {
  return <CrudPage def={attendanceDef} />;
}
