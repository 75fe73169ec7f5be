/** 邮件发送 and 短信管理: sending and the send logs. */
import { http } from '@/api/http';
import type { Envelope } from '@/api/types';
import type { Narrowed, Schema } from '@/api/schema';

/** Sending waits for the mail server (or SMS gateway), which may be slower than ordinary requests. */
const SEND_TIMEOUT_MS = 60_000;

export type SendEmailBody = Schema<'SendEmailBody'>;

export type EmailLog = Narrowed<Schema<'EmailLogOut'>, { contentType: 'text' | 'html'; success: 'Y' | 'N' }>;

export function sendEmail(body: SendEmailBody, html: boolean): Promise<Envelope<null>> {
  return http.post<null>(html ? '/email/sendEmailHtml' : '/email/sendEmail', body, { timeout: SEND_TIMEOUT_MS });
}

/** What a send-log row means now (a sent code past its invalid time is `expired`). */
export type SmsState = 'unsent' | 'pending' | 'verified' | 'expired' | 'failed';

export type SmsLog = Schema<'SmsOut'>;

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
