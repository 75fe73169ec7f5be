/**
 * The one HTTP client: base path, timeout, bearer token, projectId injection and the error codes of
 * the spec (point 8). The request/response rules are pure exported functions; the interceptors only
 * apply their verdicts (toasts, dialogs, reloads).
 */
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { CHANGE_PASSWORD_ROUTE } from '@/shared/routes';
import { feedback } from '@/shared/feedback/feedback';
import { pageReload } from '@/shared/utils/reload';
import { KEYS, storage } from '@/shared/utils/storage';
import { API_PATH } from '@/shared/utils/urls';
import type { Envelope } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the error toasts of this request (best-effort background calls). */
    silent?: boolean;
  }
}

export const BASE_URL = API_PATH;
export const TIMEOUT_MS = 6000;
export const UNAUTHORIZED_RELOAD_MS = 1500;
export const RELOGIN_CODES: ReadonlySet<number> = new Set([1011006, 1011007, 1011008, 1011009]);
// Permission denied, server error, bad JSON, busy (a lock wait timed out: retry later).
export const TOAST_CODES: ReadonlySet<number> = new Set([1013002, 1016002, 1015002, 1016005]);
/** An administrator set the user's password: every route but the change answers this until then. */
export const PASSWORD_CHANGE_CODE = 1011014;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function headerValue(config: AxiosRequestConfig, name: string): string {
  const h = config.headers as Record<string, unknown> | { get?: (n: string) => unknown } | undefined;
  if (!h) return '';
  const viaGet = typeof (h as { get?: unknown }).get === 'function' ? (h as { get: (n: string) => unknown }).get(name) : undefined;
  const value = viaGet ?? (h as Record<string, unknown>)[name] ?? (h as Record<string, unknown>)[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
}

export function isMultipart(config: AxiosRequestConfig): boolean {
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) return true;
  return headerValue(config, 'Content-Type').toLowerCase().startsWith('multipart/');
}

function withProjectParam<C extends AxiosRequestConfig>(config: C, projectId: string): C {
  const params = isPlainObject(config.params) ? config.params : {};
  if ('projectId' in params && params.projectId !== undefined) return config;
  return { ...config, params: { ...params, projectId } };
}

/**
 * Adds projectId to GET query params, to POST JSON bodies and, for uploads (multipart, whose body is
 * left alone), to the query string; never to raw or array bodies; an explicit projectId is kept.
 */
export function injectProjectId<C extends AxiosRequestConfig>(config: C, projectId: string | null | undefined): C {
  if (projectId === null || projectId === undefined || projectId === '') return config;
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get') return withProjectParam(config, projectId);
  if (method === 'post' && isMultipart(config)) return withProjectParam(config, projectId);
  if (method === 'post') {
    if (config.data === undefined || config.data === null) return { ...config, data: { projectId } };
    if (isPlainObject(config.data) && config.data.projectId === undefined) {
      return { ...config, data: { ...config.data, projectId } };
    }
  }
  return config;
}

export type BodyVerdict =
  | { kind: 'relogin'; message: string }
  | { kind: 'toast'; message: string }
  | { kind: 'changePassword' }
  | { kind: 'ok' };

/** What a 2xx envelope asks of the shell. */
export function classifyBody(body: unknown): BodyVerdict {
  if (!body || typeof body !== 'object') return { kind: 'ok' };
  const { code, message } = body as Partial<Envelope>;
  if (typeof code !== 'number') return { kind: 'ok' };
  if (RELOGIN_CODES.has(code)) return { kind: 'relogin', message: message ?? '' };
  if (code === PASSWORD_CHANGE_CODE) return { kind: 'changePassword' };
  if (TOAST_CODES.has(code)) return { kind: 'toast', message: message ?? '' };
  return { kind: 'ok' };
}

export type ErrorVerdict =
  | { kind: 'forbidden'; message: string }
  | { kind: 'serverError'; message: string }
  | { kind: 'unauthorized'; logout: boolean }
  | { kind: 'none' };

/** What a failed HTTP status asks of the shell (the request is rejected in every case). */
export function classifyHttpError(status: number | undefined, data: unknown, hadToken: boolean): ErrorVerdict {
  const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown; result?: { isLogin?: unknown }; isLogin?: unknown };
  const message = typeof body.message === 'string' ? body.message : '';
  if (status === 403) return { kind: 'forbidden', message };
  if (status === 500) return message ? { kind: 'serverError', message } : { kind: 'none' };
  if (status === 401 && !body.result?.isLogin && !body.isLogin) return { kind: 'unauthorized', logout: hadToken };
  return { kind: 'none' };
}

/** The server's message of a rejected request, else the transport's. */
export function errorMessage(error: unknown, fallback = '请求出现错误，请稍后再试'): string {
  if (error instanceof AxiosError) {
    const m = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof m === 'string' && m) return m;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

let reloginShown = false;

/** For tests: forget that the re-login dialog is open. */
export function resetReloginState(): void {
  reloginShown = false;
}

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = storage.get<string>(KEYS.ACCESS_TOKEN);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return injectProjectId(config, storage.get<string>(KEYS.CURRENT_PROJECT));
}

function onResponse(response: AxiosResponse): AxiosResponse {
  if (response.config.responseType === 'blob' || reloginShown) return response;
  const verdict = classifyBody(response.data);
  if (verdict.kind === 'relogin') {
    reloginShown = true;
    feedback.modal.error({
      title: '提示：',
      content: verdict.message,
      okText: '重新登录',
      onOk: () => {
        storage.remove(KEYS.ACCESS_TOKEN);
        reloginShown = false;
        pageReload.reload();
      },
    });
  } else if (verdict.kind === 'toast' && !response.config.silent) {
    void feedback.message.error(verdict.message);
  } else if (verdict.kind === 'changePassword' && !response.config.silent && window.location.pathname !== CHANGE_PASSWORD_ROUTE) {
    pageReload.assign(CHANGE_PASSWORD_ROUTE);
  }
  return response;
}

function onError(error: unknown): Promise<never> {
  if (error instanceof AxiosError && error.response) {
    const hadToken = Boolean(storage.get<string>(KEYS.ACCESS_TOKEN));
    const verdict = classifyHttpError(error.response.status, error.response.data, hadToken);
    const silent = error.config?.silent === true;
    if (verdict.kind === 'forbidden' && !silent) {
      feedback.notification.error({ title: 'Forbidden', description: verdict.message });
    } else if (verdict.kind === 'serverError' && !silent) {
      void feedback.message.error(verdict.message);
    } else if (verdict.kind === 'unauthorized') {
      feedback.notification.error({ title: 'Unauthorized', description: 'Authorization verification failed' });
      if (verdict.logout) {
        storage.clearSession();
        pageReload.later(UNAUTHORIZED_RELOAD_MS);
      }
    }
  }
  return Promise.reject(error);
}

export const axiosInstance = axios.create({ baseURL: BASE_URL, timeout: TIMEOUT_MS });
axiosInstance.interceptors.request.use(onRequest);
axiosInstance.interceptors.response.use(onResponse, onError);

const body = <T>(r: AxiosResponse<Envelope<T>>): Envelope<T> => r.data;

export const http = {
  get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<Envelope<T>> {
    return axiosInstance.get<Envelope<T>>(url, { ...config, params }).then(body);
  },
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
    return axiosInstance.post<Envelope<T>>(url, data, config).then(body);
  },
  /** Multipart upload: the browser sets the boundary; projectId goes into the query string. */
  upload<T>(url: string, form: FormData, config?: AxiosRequestConfig): Promise<Envelope<T>> {
    return axiosInstance.post<Envelope<T>>(url, form, config).then(body);
  },
  /** GET as a blob; the whole response is returned (headers carry the file name). */
  blob(url: string, params?: object): Promise<AxiosResponse<Blob>> {
    return axiosInstance.get<Blob>(url, { params, responseType: 'blob' });
  },
};
