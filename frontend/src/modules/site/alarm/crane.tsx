import { AlarmPage } from './AlarmPage';

/** 塔吊告警. */
export default function CraneAlarmPage() {
  return <AlarmPage category="crane" />;
}
