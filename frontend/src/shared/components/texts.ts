/** User-visible texts of the shared components (one place, so that a locale can be added). */
export const T = {
  sms: {
    get: '获取验证码',
    countdown: (n: number) => `${n} s`,
    sending: '验证码发送中..',
    sentTitle: '提示',
    sentDesc: '验证码已发送，请查收短信',
    errorTitle: '错误',
    errorDesc: '请求出现错误，请稍后再试',
  },
  network: '后端未启动或代理错误',
} as const;
