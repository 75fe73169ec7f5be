import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

/** A clock record (考勤记录). */
export type Attendance = Schema<'AttendanceOut'>;

export type Pick = Schema<'Pick'>;

export type Tally = Schema<'Tally'>;

export type RosterRow = Schema<'RosterRow'>;

export type DailyRoster = Schema<'DailyRoster'>;

export type SheetCell = Schema<'SheetCell'>;

export type SheetRow = Schema<'SheetRow'>;

export type MonthSheet = Schema<'MonthSheet'>;

/** A face terminal (人脸设备); its key is never listed. */
export type DeviceFace = Schema<'FaceOut'>;

/** The device key, shown once. */
export type DeviceKey = Schema<'FaceKey'>;

export type FaceStats = Schema<'FaceStats'>;

export const getAttendanceTeams = () => http.get<Pick[]>('/attendance/teams');
export const getAttendancePersons = (name?: string) => http.get<Pick[]>('/attendance/persons', { name });
export const getDaily = (params: object) => http.get<DailyRoster>('/attendance/daily', params);
export const getMonthSheet = (teamId: string, month: string) =>
  http.get<MonthSheet>('/attendance/monthSheet', { teamId, month });
export const addDeviceFace = (body: object) => http.post<DeviceKey>('/deviceFace/add', body);
export const resetDeviceKey = (id: string) => http.post<DeviceKey>('/deviceFace/resetKey', { id });
export const getFaceStats = () => http.get<FaceStats>('/deviceFace/stats');
