import { AlarmPage } from './AlarmPage';

/** 环境告警. */
export default function EnvironmentAlarmPage() {
  return <AlarmPage category="environment" />;
}
