/** Texts of the console page (首页). */
export const T = {
  greeting: (greeting: string, name: string) => `${greeting}，${name}`,
  project: '当前项目',
  noProject: '未选择项目',
  switchProject: '切换项目',
  app: '当前应用',
  noApp: '无',
  lastLogin: '最近登录',
  lastLoginFrom: (ip: string, address: string | null) => (address && address !== '-' ? `${ip}（${address}）` : ip),
  quickLinks: '快捷入口',
  noLinks: '当前应用没有可用的菜单，请联系管理员分配权限',
  otherGroup: '其他',
  account: '个人中心',
  settings: '账户设置',
  roles: '角色',
  org: '所属机构',
  superAdmin: '超级管理员',
} as const;
