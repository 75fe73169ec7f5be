import { AlarmPage } from './AlarmPage';

/** 施工告警. */
export default function ConstructionAlarmPage() {
  return <AlarmPage category="construction" />;
}
