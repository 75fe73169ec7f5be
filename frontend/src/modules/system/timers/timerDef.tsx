import { Space, Typography } from 'antd';
import { JOB_RUNNING, JOB_STOPPED, type SysTimer } from '@/api/modules/timer';
import type { Option, ResourceDef } from '@/shared/crud';
import { ActionClassSelect } from './ActionClassSelect';
import { CronInput } from './CronInput';
import { JobSwitch } from './JobSwitch';
import { TimerLogDrawer, RunResult } from './TimerLogDrawer';
import { T } from './texts';

const STATUS_OPTIONS: Option[] = [{ value: JOB_RUNNING, label: T.running }, { value: JOB_STOPPED, label: T.stopped }];

function LastRun({ row }: { row: SysTimer }) {
  if (!row.lastFireTime) return <Typography.Text type="secondary">{T.never}</Typography.Text>;
  return <Space size={4}><span>{row.lastFireTime}</span><RunResult success={row.lastSuccess} /></Space>;
}

/** 下次 / 最近 in one cell: when it runs next (running timers) and how the latest run went. */
function Schedule({ row }: { row: SysTimer }) {
  return (
    <Space orientation="vertical" size={0}>
      <span><Typography.Text type="secondary">{T.next}</Typography.Text>{row.nextFireTime ?? '-'}</span>
      <span><Typography.Text type="secondary">{T.last}</Typography.Text><LastRun row={row} /></span>
    </Space>
  );
}

/** 定时任务: job class + cron; created stopped, started and stopped from the row's switch; run log per row. */
export function timerDef(canStart: boolean, canStop: boolean): ResourceDef<SysTimer> {
  return {
    name: 'sysTimers',
    title: T.title,
    api: { detail: true },
    detail: true,
    formWidth: 720,
    actionWidth: 220,
    columns: [
      { key: 'timerName', title: T.timerName, inSearch: true, sorter: true, width: 150, ellipsis: true, rules: { required: true, max: 100 } },
      {
        key: 'actionClass', title: T.actionClass, type: 'custom', rules: { required: true, message: T.actionClassPlaceholder },
        control: (props) => <ActionClassSelect {...props} />,
        render: (_v, row) => (row.actionName
          ? <span title={row.actionClass}>{row.actionName}</span>
          : <Typography.Text type="danger" title={row.actionClass}>{T.missingClass}</Typography.Text>),
      },
      {
        key: 'cron', title: T.cron, type: 'custom', width: 150, rules: { required: true, max: 100 },
        control: (props) => <CronInput {...props} />,
        render: (v) => <Typography.Text code>{String(v)}</Typography.Text>,
      },
      {
        key: 'jobStatus', title: T.jobStatus, type: 'select', options: STATUS_OPTIONS, inSearch: true, inForm: false, width: 100, sorter: true,
        render: (_v, row, ctx) => <JobSwitch row={row} canStart={canStart} canStop={canStop} onChanged={ctx.changed} />,
      },
      { key: 'schedule', title: T.schedule, inForm: false, inDetail: false, width: 280, render: (_v, row) => <Schedule row={row} /> },
      { key: 'nextFireTime', title: T.nextFireTime, inForm: false, inTable: false, inDetail: true, render: (v) => (v ? String(v) : '-') },
      { key: 'lastFireTime', title: T.lastRun, inForm: false, inTable: false, inDetail: true, render: (_v, row) => <LastRun row={row} /> },
      { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, inTable: false, rules: { max: 1000 } },
      { key: 'createTime', title: T.createTime, inForm: false, inTable: false, inDetail: true },
    ],
    rowActions: [{ key: 'runs', text: T.runs, perm: 'sysTimerLog:page', modal: TimerLogDrawer }],
  };
}
