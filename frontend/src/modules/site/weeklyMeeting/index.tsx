import dayjs from 'dayjs';
import type { ManageRow } from '@/api/modules/manage';
import { getUserSelector } from '@/api/modules/notice';
import { unwrap } from '@/api/modules/result';
import type { OptionSource, ResourceDef } from '@/shared/crud';
import { attachmentsField } from '../manage/fields';
import { ManagePage } from '../manage/ManagePage';
import { T } from './texts';

export interface WeeklyMeeting extends ManageRow {
  meetingTime: string;
  place: string | null;
  hostId: string | null;
  hostName: string | null;
  attendeeIds: string[];
  attendeeNames: string[];
  topic: string;
  content: string;
  decisions: string | null;
  nextMeetingDate: string | null;
  attachments: string[];
}

const users: OptionSource = {
  queryKey: ['sysUser', 'selector', 'options'],
  load: async () => (await unwrap(getUserSelector())).map((u) => ({ value: u.id, label: u.name })),
};

/** 周例会: the minutes of the project's weekly site meeting. */
export const weeklyMeetingDef: ResourceDef<WeeklyMeeting> = {
  name: 'siteWeeklyMeeting',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 820,
  formColumns: 2,
  columns: [
    { key: 'meetingTime', title: T.meetingTime, type: 'datetime', sorter: true, width: 170, rules: { required: true } },
    {
      key: 'dateRange', title: T.dateRange, type: 'date-range', inSearch: true, inTable: false, inForm: false, inDetail: false,
      rangeKeys: ['beginDate', 'endDate'],
    },
    { key: 'topic', title: T.topic, inSearch: true, ellipsis: true, rules: { required: true, max: 200 } },
    { key: 'place', title: T.place, width: 160, ellipsis: true, rules: { max: 100 } },
    { key: 'hostId', title: T.host, type: 'select', source: users, inSearch: true, width: 100, get: (row) => row.hostName },
    {
      key: 'attendeeIds', title: T.attendees, type: 'select', source: users, multiple: true, inTable: false, wide: true,
      placeholder: T.attendeesPlaceholder, defaultValue: [], get: (row) => row.attendeeNames,
    },
    { key: 'content', title: T.content, type: 'textarea', inTable: false, wide: true, rules: { required: true, max: 10000 } },
    { key: 'decisions', title: T.decisions, type: 'textarea', inTable: false, wide: true, rules: { max: 5000 } },
    {
      key: 'nextMeetingDate', title: T.nextMeetingDate, type: 'date', width: 120, deps: ['meetingTime'],
      rules: {
        extra: [({ getFieldValue }) => ({
          validator: (_, v) => {
            const at = getFieldValue('meetingTime') as dayjs.Dayjs | null | undefined;
            return !v || !at || dayjs(v as dayjs.Dayjs).isAfter(at, 'day') ? Promise.resolve() : Promise.reject(new Error(T.nextAfter));
          },
        })],
      },
    },
    attachmentsField('attachments', T.attachments),
  ],
};

const titleOf = (row: WeeklyMeeting) => row.topic;

export default function WeeklyMeetingPage() {
  return <ManagePage def={weeklyMeetingDef} titleOf={titleOf} />;
}
