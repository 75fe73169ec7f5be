/** Texts of 服务监控 (system/machine/index). */
export const T = {
  title: '服务监控',
  refresh: '刷新',
  refreshedAt: (time: string) => `最近刷新：${time}`,
  loadFailed: '服务器信息获取失败',
  retry: '重试',
  os: {
    title: '服务器信息',
    name: '操作系统',
    arch: '系统架构',
    version: '系统版本',
    host: '主机名称',
    address: '主机地址',
  },
  python: {
    title: 'Python 运行环境',
    name: '名称',
    version: '版本',
    implementation: '实现',
    pid: '进程号',
    start: '启动时间',
  },
  cpu: { title: 'CPU', count: '核心数', usage: '使用率', cores: (n: number) => `${n} 核` },
  mem: { title: '内存', total: '总量', used: '已用', free: '剩余', usage: '使用率' },
  disk: { title: '磁盘', path: '路径', total: '总量', used: '已用', free: '剩余', usage: '使用率' },
} as const;
