/** Typed calls of 告警 (site alarms) beyond the generic page/detail/export the CRUD machinery derives. */
import { http } from '@/api/http';
import type { Narrowed, Schema } from '@/api/schema';

export type AlarmCategory = 'camera' | 'channel' | 'construction' | 'crane' | 'environment' | 'lift' | 'protection';

export type SiteAlarm = Schema<'AlarmOut'>;

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

export type CategoryCount = Narrowed<Schema<'CategoryCount'>, { category: AlarmCategory }>;
export type DeviceCount = Schema<'DeviceCount'>;

export type AlarmOverview = Schema<'AlarmOverview'>;

export type DeviceOption = Schema<'DeviceOption'>;

export type AlarmStepAction = 'accept' | 'handle' | 'falseAlarm';

export type AlarmStepBody = Schema<'AlarmStep'>;

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
