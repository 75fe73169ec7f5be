import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

/** A device of the registry (设备, every kind); its key is never listed. */
export type SiteDevice = Schema<'DeviceOut'>;

/** A threshold in force and where it comes from (default ← project ← device). */
export type EffectiveThreshold = Schema<'EffectiveThreshold'>;

export interface SiteDeviceDetail extends SiteDevice {
  effectiveThresholds: EffectiveThreshold[];
  openAlarms: number;
  counters: Record<string, number>;
}

/** The device key, shown once (on add and on reset). */
export type SiteDeviceKey = Schema<'DeviceKey'>;

export type DeviceChannel = Schema<'ChannelOut'>;

/** What a picker shows of the devices /siteDevice/list answers. */
export type DeviceOption = Pick<SiteDevice, 'id' | 'name' | 'code' | 'kind'>;

export const addSiteDevice = (body: object) => http.post<SiteDeviceKey>('/siteDevice/add', body);
export const resetSiteDeviceKey = (id: string) => http.post<SiteDeviceKey>('/siteDevice/resetKey', { id });
export const getSiteDevice = (id: string) => http.get<SiteDeviceDetail>('/siteDevice/detail', { id });
export const setSiteDeviceThresholds = (id: string, thresholds: Record<string, number | null>) =>
  http.post<SiteDeviceDetail>('/siteDevice/setThresholds', { id, thresholds });
export const listSiteDevices = (kind?: string) => http.get<DeviceOption[]>('/siteDevice/list', { kind });
