import { Popconfirm, Switch, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { JOB_RUNNING, startTimer, stopTimer, type SysTimer } from '@/api/modules/timer';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from './texts';

interface Props {
  row: SysTimer;
  canStart: boolean;
  canStop: boolean;
  onChanged: () => void;
}

/** 运行/停止 as a switch (POST /sysTimers/start|stop {id}); a tag without the permission to flip it. */
export function JobSwitch({ row, canStart, canStop, onChanged }: Props) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const running = row.jobStatus === JOB_RUNNING;
  if (running ? !canStop : !canStart) {
    return <Tag color={running ? 'green' : 'default'}>{running ? T.running : T.stopped}</Tag>;
  }
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await (running ? stopTimer(row.id) : startTimer(row.id));
      if (res.success) {
        void message.success(running ? T.stoppedDone : T.started);
        onChanged();
      } else {
        void message.error(res.message);
      }
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
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
