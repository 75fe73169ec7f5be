import { AlarmPage } from './AlarmPage';

/** 临边防护告警. */
export default function ProtectionAlarmPage() {
  return <AlarmPage category="protection" />;
}
