import { Popconfirm, Switch, Tag } from 'antd';
import { JOB_RUNNING, startTimer, stopTimer, type SysTimer } from '@/api/modules/timer';
import { useSubmit } from '@/shared/components/useSubmit';
import { T } from './texts';

interface Props {
  row: SysTimer;
  canStart: boolean;
  canStop: boolean;
  onChanged: () => void;
}

/** 运行/停止 as a switch (POST /sysTimers/start|stop {id}); a tag without the permission to flip it. */
export function JobSwitch({ row, canStart, canStop, onChanged }: Props) {
  const { busy, submit } = useSubmit();
  const running = row.jobStatus === JOB_RUNNING;
  if (running ? !canStop : !canStart) {
    return <Tag color={running ? 'green' : 'default'}>{running ? T.running : T.stopped}</Tag>;
  }
  const toggle = () =>
    submit(() => (running ? stopTimer(row.id) : startTimer(row.id)), running ? T.stoppedDone : T.started, onChanged);
  return (
    <Popconfirm title={running ? T.confirmStop(row.timerName) : T.confirmStart(row.timerName)} onConfirm={toggle}>
      <Switch
        checked={running}
        loading={busy}
        checkedChildren={T.running}
        unCheckedChildren={T.stopped}
        aria-label={`${T.jobStatus} ${row.timerName}`}
      />
    </Popconfirm>
  );
}
