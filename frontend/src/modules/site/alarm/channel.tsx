import { AlarmPage } from './AlarmPage';

/** 通道告警. */
export default function ChannelAlarmPage() {
  return <AlarmPage category="channel" />;
}
