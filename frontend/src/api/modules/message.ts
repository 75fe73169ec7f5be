/** 邮件发送 and 短信管理: sending and the send logs. */
import { http } from '@/api/http';
import type { Envelope } from '@/api/types';

/** Sending waits for the mail server (or SMS gateway), which may be slower than ordinary requests. */
const SEND_TIMEOUT_MS = 60_000;

export interface SendEmailBody {
  /** One or more addresses separated by commas or semicolons. */
  to: string;
  title: string;
  content: string;
}

export interface EmailLog {
  id: string;
  toAddresses: string;
  subject: string;
  contentType: 'text' | 'html';
  mailFrom: string | null;
  success: 'Y' | 'N';
  message: string | null;
  sendTime: string;
  account: string | null;
}

export function sendEmail(body: SendEmailBody, html: boolean): Promise<Envelope<null>> {
  return http.post<null>(html ? '/email/sendEmailHtml' : '/email/sendEmail', body, { timeout: SEND_TIMEOUT_MS });
}

/** What a send-log row means now (a sent code past its invalid time is `expired`). */
export type SmsState = 'unsent' | 'pending' | 'verified' | 'expired' | 'failed';

export interface SmsLog {
  id: string;
  phoneNumbers: string;
  /** Always masked: only a keyed hash of the code is stored. */
  validateCode: string;
  templateCode: string | null;
  bizId: string | null;
  status: number;
  state: SmsState;
  source: number;
  failCount: number;
  invalidTime: string;
  createTime: string | null;
}

export interface SendSmsBody {
  phoneNumbers: string;
  templateCode: string;
  params?: Record<string, string>;
}

export type SmsCheckResult = 'SUCCESS' | 'ERROR' | 'EXPIRED' | 'TIMES_UP';

export function sendSmsMessage(body: SendSmsBody): Promise<Envelope<boolean>> {
  return http.post<boolean>('/sms/sendLoginMessage', body, { timeout: SEND_TIMEOUT_MS });
}

export function validateSmsMessage(body: { phoneNumbers: string; code: string; templateCode: string }): Promise<Envelope<SmsCheckResult>> {
  return http.post<SmsCheckResult>('/sms/validateMessage', body);
}
