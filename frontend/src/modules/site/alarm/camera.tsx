import { AlarmPage } from './AlarmPage';

/** 摄像头告警. */
export default function CameraAlarmPage() {
  return <AlarmPage category="camera" />;
}
