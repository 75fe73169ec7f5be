/**
 * Typed calls of the people side of a site (班组, 人员, 工人, 班组人员, 证书, 安全教育, 塔吊/升降机司机)
 * beyond the generic CRUD calls the machinery derives from a resource name.
 */
import { http } from '@/api/http';
import { uploadFile } from '@/api/transfer';
import type { Schema } from '@/api/schema';

export type SiteTeam = Schema<'TeamOut'>;

/** 人员 (kind 1) and 工人 (kind 2); `idNo` and `bankAccount` arrive masked. */
export type SitePerson = Schema<'PersonOut'>;

export type PersonCert = Schema<'CertOut'>;

export type PersonEducation = Schema<'EducationOut'>;

/** 0 有效, 1 即将到期, 2 已过期 */
export type CertState = 0 | 1 | 2;

export type SiteDriver = Schema<'DriverOut'>;

export type EnterpriseOption = Schema<'EnterpriseOption'>;

/** The real-name resources that share `site_person`. */
export type PeopleResource = 'person' | 'worker' | 'teamPerson';
export type DriverResource = 'craneDriver' | 'liftDriver';

export const getTeamList = () => http.get<SiteTeam[]>('/team/list');
export const getEnterprises = () => http.get<EnterpriseOption[]>('/team/enterprises');

/** Workers whose name starts with `name` (the pickers of drivers). */
export const searchWorkers = (name: string) =>
  http.get<{ rows: SitePerson[] }>('/worker/page', { name: name || undefined, pageSize: 20 });

/** The full ID number (the server logs who asked). */
export const revealIdNo = (resource: 'person' | 'worker', id: string) =>
  http.get<{ id: string; name: string; idNo: string }>(`/${resource}/revealIdNo`, { id });

export const blacklistWorker = (id: string, reason: string) => http.post<null>('/worker/blacklist', { id, reason });
export const unblacklistWorker = (id: string) => http.post<null>('/worker/unblacklist', { id });

/** 下发: marks people for the face terminals. */
export const issuePeople = (ids: string[]) => http.post<number>('/teamPerson/issue', { ids });

/** Uploads a face photo (JPEG/PNG) of a person. */
export const uploadFace = (resource: 'person' | 'teamPerson', id: string, file: File) =>
  uploadFile<null>(`/${resource}/picture?id=${encodeURIComponent(id)}`, file);

/** The face photo as a blob (served only to members of the person's project, never by a public URL). */
export async function fetchFace(resource: 'person' | 'worker', id: string): Promise<Blob> {
  const res = await http.blob(`/${resource}/face`, { id });
  if (String(res.headers['content-type'] ?? '').includes('application/json')) throw new Error('no face');
  return res.data;
}

export const getExpiringDrivers = (resource: DriverResource) => http.get<SiteDriver[]>(`/${resource}/expiring`);
