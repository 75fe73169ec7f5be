import { http } from '@/api/http';

/** A device of the registry (设备, every kind); its key is never listed. */
export interface SiteDevice {
  id: string;
  projectId: string;
  kind: string;
  name: string;
  code: string;
  vendor?: string | null;
  model?: string | null;
  location?: string | null;
  lng?: number | null;
  lat?: number | null;
  heartbeatSeconds: number;
  gatewayId?: string | null;
  gatewayName?: string | null;
  remark?: string | null;
  status: number;
  online: boolean;
  lastSeen?: string | null;
  /** Seconds since lastSeen by the server's clock. */
  seenSecondsAgo?: number | null;
  onlineTime?: string | null;
  offlineTime?: string | null;
  params: Record<string, unknown>;
  /** The device's own threshold overrides. */
  thresholds: Record<string, number>;
  channelCount?: number | null;
  version?: number;
}

/** A threshold in force and where it comes from (default ← project ← device). */
export interface EffectiveThreshold {
  key: string;
  label: string;
  unit: string;
  value: number;
  source: 'default' | 'project' | 'params' | 'device';
  sourceName: string;
  defaultValue: number;
  projectValue?: number | null;
  deviceValue?: number | null;
  low: number;
  high: number;
}

export interface SiteDeviceDetail extends SiteDevice {
  effectiveThresholds: EffectiveThreshold[];
  openAlarms: number;
  counters: Record<string, number>;
}

/** The device key, shown once (on add and on reset). */
export interface SiteDeviceKey {
  id: string;
  code: string;
  kind: string;
  deviceSecret: string;
}

export interface DeviceChannel {
  id: string;
  gatewayId: string;
  gatewayName?: string | null;
  channelNo: number;
  name: string;
  channelType?: string | null;
  channelTypeName?: string | null;
  deviceId?: string | null;
  deviceName?: string | null;
  online: boolean;
  lastSeen?: string | null;
  /** Seconds since lastSeen by the server's clock. */
  seenSecondsAgo?: number | null;
  lastValue?: string | null;
  remark?: string | null;
  status: number;
  version?: number;
}

export interface DeviceOption {
  id: string;
  name: string;
  code: string;
  kind: string;
}

export const addSiteDevice = (body: object) => http.post<SiteDeviceKey>('/siteDevice/add', body);
export const resetSiteDeviceKey = (id: string) => http.post<SiteDeviceKey>('/siteDevice/resetKey', { id });
export const getSiteDevice = (id: string) => http.get<SiteDeviceDetail>('/siteDevice/detail', { id });
export const setSiteDeviceThresholds = (id: string, thresholds: Record<string, number | null>) =>
  http.post<SiteDeviceDetail>('/siteDevice/setThresholds', { id, thresholds });
export const listSiteDevices = (kind?: string) => http.get<DeviceOption[]>('/siteDevice/list', { kind });
