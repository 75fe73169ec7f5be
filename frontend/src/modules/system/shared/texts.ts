/** Texts shared by the system-administration screens. */
export const T = {
  top: '顶级',
  status: '状态',
  enabled: '正常',
  disabled: '停用',
  confirmDisable: (what: string) => `确定停用该${what}吗？`,
  confirmEnable: (what: string) => `确定启用该${what}吗？`,
  statusChanged: '状态已更新',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  checkAll: '全选',
  uncheckAll: '全不选',
  loadFailed: '加载失败',
  grantOk: '授权成功',
} as const;
