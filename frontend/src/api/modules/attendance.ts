import { http } from '@/api/http';

/** A clock record (考勤记录). */
export interface Attendance {
  id: string;
  projectId: string;
  personId: string;
  personName?: string | null;
  teamId?: string | null;
  teamName?: string | null;
  deviceId?: string | null;
  deviceName?: string | null;
  direction: number;
  clockTime: string;
  source: number;
  photoFileId?: string | null;
  remark?: string | null;
  createTime?: string | null;
}

export interface Pick {
  id: string;
  name: string;
  teamName?: string | null;
  idNoMasked?: string | null;
}

export interface Tally {
  teamId?: string | null;
  teamName?: string | null;
  expected: number;
  present: number;
  absent: number;
}

export interface RosterRow {
  personId: string;
  name: string;
  kind: number;
  teamId?: string | null;
  teamName?: string | null;
  workType?: string | null;
  firstIn?: string | null;
  lastOut?: string | null;
  hours?: number | null;
  clocks: number;
  present: boolean;
  expected: boolean;
}

export interface DailyRoster {
  date: string;
  summary: Tally;
  teams: Tally[];
  pageNo: number;
  pageSize: number;
  totalRows: number;
  totalPage: number;
  rows: RosterRow[];
}

export interface SheetCell {
  mark: string;
  hours: number;
  firstIn?: string | null;
  lastOut?: string | null;
}

export interface SheetRow {
  personId: string;
  name: string;
  workType?: string | null;
  cells: (SheetCell | null)[];
  presentDays: number;
  hours: number;
}

export interface MonthSheet {
  teamId: string;
  teamName: string;
  month: string;
  days: number;
  weekdays: number[];
  rows: SheetRow[];
  dayPresent: number[];
  presentDays: number;
  hours: number;
}

/** A face terminal (人脸设备); its key is never listed. */
export interface DeviceFace {
  id: string;
  projectId: string;
  name: string;
  code: string;
  vendor?: string | null;
  model?: string | null;
  location?: string | null;
  direction?: number | null;
  online: boolean;
  lastSeen?: string | null;
  remark?: string | null;
  status: number;
  version?: number;
  counters?: Record<string, number>;
}

/** The device key, shown once. */
export interface DeviceKey {
  id: string;
  code: string;
  deviceSecret: string;
}

export interface FaceStats {
  total: number;
  online: number;
  counters: Record<string, number>;
  reasons: Record<string, string>;
  unknownDevice?: number | null;
}

export const getAttendanceTeams = () => http.get<Pick[]>('/attendance/teams');
export const getAttendancePersons = (name?: string) => http.get<Pick[]>('/attendance/persons', { name });
export const getDaily = (params: object) => http.get<DailyRoster>('/attendance/daily', params);
export const getMonthSheet = (teamId: string, month: string) =>
  http.get<MonthSheet>('/attendance/monthSheet', { teamId, month });
export const addDeviceFace = (body: object) => http.post<DeviceKey>('/deviceFace/add', body);
export const resetDeviceKey = (id: string) => http.post<DeviceKey>('/deviceFace/resetKey', { id });
export const getFaceStats = () => http.get<FaceStats>('/deviceFace/stats');
