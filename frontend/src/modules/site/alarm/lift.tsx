import { AlarmPage } from './AlarmPage';

/** 升降机告警. */
export default function LiftAlarmPage() {
  return <AlarmPage category="lift" />;
}
