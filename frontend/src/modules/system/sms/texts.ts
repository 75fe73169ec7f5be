/** Texts of 短信管理 (system/sms/index). */
import type { SmsCheckResult, SmsState } from '@/api/modules/message';

export const T = {
  title: '短信发送记录',
  phoneNumbers: '手机号',
  validateCode: '验证码',
  codeHidden: '验证码只保存摘要，任何人都无法查看',
  templateCode: '模板编号',
  bizId: '业务编号',
  state: '状态',
  source: '来源',
  failCount: '错误次数',
  invalidTime: '失效时间',
  createTime: '发送时间',
  timeRange: '发送时间',
  send: '发送验证码',
  sendTitle: '发送验证码短信',
  sendHint: '验证码由服务器生成并通过短信通道发送；未配置短信网关时写入服务器的短信日志（var/sms.log）。',
  sent: '验证码已发送',
  validate: '校验验证码',
  validateTitle: '校验短信验证码',
  code: '验证码',
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  templateRequired: '请输入模板编号',
  codeRequired: '请输入验证码',
  check: '校验',
  failed: (message: string) => `操作失败：${message}`,
} as const;

export const DEFAULT_TEMPLATE = 'captcha';

export const STATES: { value: SmsState; label: string; color: string }[] = [
  { value: 'pending', label: '未验证', color: 'blue' },
  { value: 'verified', label: '已验证', color: 'green' },
  { value: 'expired', label: '已失效', color: 'default' },
  { value: 'failed', label: '发送失败', color: 'red' },
  { value: 'unsent', label: '发送中', color: 'orange' },
];

export const SOURCES = [
  { value: 1, label: 'APP' },
  { value: 2, label: 'PC' },
  { value: 3, label: '其他' },
];

export const CHECK_RESULTS: Record<SmsCheckResult, { type: 'success' | 'error' | 'warning'; text: string }> = {
  SUCCESS: { type: 'success', text: '验证码正确（已使用，不能再次使用）' },
  ERROR: { type: 'error', text: '验证码错误，或没有发送给该手机号的验证码' },
  EXPIRED: { type: 'warning', text: '验证码已失效（已过期或已使用）' },
  TIMES_UP: { type: 'warning', text: '错误次数过多，验证码已作废' },
};
