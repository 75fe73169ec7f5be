import { http } from '@/api/http';
import type { DictNode, LoginUser } from '@/api/types';
import type { Schema } from '@/api/schema';

export interface AccountLogin {
  account: string;
  password: string;
  /** captchaVerification of a passed slider check, when the captcha switch is on. */
  code?: string;
  tenantCode?: string;
  rememberMe?: boolean;
}

export interface MobileLogin {
  mobile: string;
  smsCode: string;
  code?: string;
  tenantCode?: string;
  rememberMe?: boolean;
}

export type RegisterParams = Schema<'RegisterBody'>;

/** POST /login; data is the token. */
export const login = (body: AccountLogin | MobileLogin) => http.post<string>('/login', body);

/** Sends an SMS code to `mobile` (the code never comes back in the response). */
export const getSmsCaptcha = (mobile: string) => http.get<unknown>('/getSmsCaptcha', { mobile });

export const getCaptchaOpen = () => http.get<boolean>('/getCaptchaOpen');
export const getTenantOpen = () => http.get<boolean>('/getTenantOpen');
export const getRegisterOpen = () => http.get<boolean>('/getRegisterOpen');
export const getLoginClassic = () => http.get<boolean>('/getLoginClassic');

/** A block puzzle (AJ-Captcha's repData; pictures are base64 PNG without the data: prefix). */
export interface CaptchaPuzzle {
  captchaType: string;
  token: string;
  originalImageBase64: string;
  jigsawImageBase64: string;
  secretKey?: string;
}

export const getCaptcha = () => http.post<CaptchaPuzzle>('/captcha/get', { captchaType: 'blockPuzzle' });
export const checkCaptcha = (token: string, pointJson: string) =>
  http.post<{ result: boolean }>('/captcha/check', { captchaType: 'blockPuzzle', token, pointJson });

export const register = (body: RegisterParams) => http.post<unknown>('/user/register', body);

export const getLoginUser = () => http.get<LoginUser>('/getLoginUser');

/** `silent`: no toast and no redirect of the shell (a best-effort call on the way in). */
export const getDictTree = (silent = false) => http.get<DictNode[]>('/sysDictType/tree', undefined, { silent });
