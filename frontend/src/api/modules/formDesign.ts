/**
 * 表单设计 (`/formDesign/*`): stored form designs, beyond the generic page/list/delete that the CRUD
 * machinery derives from the resource name.
 */
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import type { Envelope } from '@/api/types';
import type { Audited } from './sys';

export interface FormDesignRow extends Audited {
  name: string;
  code: string;
  /** Bumped by the server on every edit; sent back with an edit (optimistic concurrency). */
  version?: number;
  remark: string | null;
}

/** The detail adds the design document as JSON text. */
export interface FormDesignDetail extends FormDesignRow {
  design: string | null;
}

/** What the save dialog asks for. */
export interface FormDesignInfo {
  name: string;
  code: string;
  remark?: string | null;
}

export const formDesignDetail = (id: string) => unwrap(http.get<FormDesignDetail>('/formDesign/detail', { id }));

export const formDesignList = (params: Record<string, unknown>) => unwrap(http.get<FormDesignRow[]>('/formDesign/list', params));

export const addFormDesign = (body: FormDesignInfo & { design: string }) => http.post<unknown>('/formDesign/add', body);

export const editFormDesign = (body: FormDesignInfo & { id: string; design: string; version?: number; updateTime?: string | null }) =>
  http.post<unknown>('/formDesign/edit', body);

/** Validates the values against the stored design on the server and stores them. */
export const submitFormDesign = (id: string, values: Record<string, unknown>): Promise<Envelope<unknown>> =>
  http.post<unknown>('/formDesign/submit', { id, values });
