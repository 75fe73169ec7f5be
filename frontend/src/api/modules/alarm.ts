/** Typed calls of 告警 (site alarms) beyond the generic page/detail/export the CRUD machinery derives. */
import { http } from '@/api/http';

export type AlarmCategory = 'camera' | 'channel' | 'construction' | 'crane' | 'environment' | 'lift' | 'protection';

export interface SiteAlarm {
  id: string;
  projectId: string;
  deviceId: string | null;
  deviceName: string | null;
  deviceCode: string | null;
  channelId: string | null;
  category: AlarmCategory;
  categoryName: string;
  type: string;
  typeName: string;
  level: number;
  levelName: string;
  source: number;
  sourceName: string;
  title: string;
  value: number | null;
  limitValue: number | null;
  active: boolean;
  startTime: string;
  lastTime: string;
  clearTime: string | null;
  duration: number;
  hits: number;
  status: number;
  statusName: string;
  handlerId: string | null;
  handlerName: string | null;
  handleTime: string | null;
  handleNote: string | null;
  handlePhotos: string[];
  location: string | null;
  content: string | null;
  photos: string[];
  reporterName: string | null;
  createTime: string | null;
  version: number;
}

export interface AlarmLog {
  id: string;
  action: string;
  actionName: string;
  statusFrom: number | null;
  statusTo: number | null;
  userName: string | null;
  note: string | null;
  photos: string[];
  createTime: string;
}

export interface AlarmNotification {
  channel: 'bell' | 'sms' | 'email';
  userName: string | null;
  address: string | null;
  state: number;
  error: string | null;
  sendTime: string | null;
}

export interface AlarmDetail extends SiteAlarm {
  snapshot: Record<string, unknown> | null;
  logs: AlarmLog[];
  notifications: AlarmNotification[];
}

export interface CategoryCount { category: AlarmCategory; name: string; warning: number; alarm: number; open: number; active: number }
export interface DeviceCount { kind: string; name: string; online: number; total: number }

export interface AlarmOverview {
  openTotal: number;
  activeTotal: number;
  todayRaised: number;
  todayHandled: number;
  categories: CategoryCount[];
  devices: DeviceCount[];
}

export interface DeviceOption { id: string; name: string; kind: string }

export type AlarmStepAction = 'accept' | 'handle' | 'falseAlarm';

export interface AlarmStepBody {
  id: string;
  version: number;
  note?: string;
  photos?: string[];
}

export const getAlarmDetail = (id: string) => http.get<AlarmDetail>('/siteAlarm/detail', { id });
export const getAlarmOverview = () => http.get<AlarmOverview>('/siteAlarm/overview');
export const getAlarmDevices = (category: AlarmCategory) => http.get<DeviceOption[]>('/siteAlarm/devices', { category });
export const alarmStep = (action: AlarmStepAction, body: AlarmStepBody) => http.post<null>(`/siteAlarm/${action}`, body);

/** The `alarm` live event (see the server's AlarmEvent.data()). */
export interface AlarmLiveEvent {
  action: string;
  id: string;
  category: AlarmCategory;
  type: string;
  level: number;
  title: string;
  deviceId: string | null;
  status: number | null;
  active: boolean | null;
}
