/** Texts of 在线用户 (system/onlineUser/index). */
export const T = {
  title: '在线用户',
  account: '账号',
  nickName: '姓名',
  ip: '登录IP',
  address: '登录地点',
  browser: '浏览器',
  os: '操作系统',
  loginTime: '登录时间',
  lastAccess: '最后访问',
  current: '当前会话',
  forceExit: '强制下线',
  confirmForceExit: (account: string) => `确定要强制下线用户「${account}」的这个会话吗？对方将立即回到登录页。`,
  forced: '已强制下线',
} as const;
