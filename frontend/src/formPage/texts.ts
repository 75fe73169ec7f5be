/** Texts of the standalone form page. */
export const T = {
  title: '填写表单',
  console: '返回控制台',
  loading: '加载中…',
  noId: '地址中缺少表单编号（?id=）',
  unreadable: '表单设计无法读取',
  loadFailed: '表单加载失败',
  signedOut: '请先登录',
  goLogin: '去登录',
  submit: '提交',
  reset: '重置',
  submitted: '提交成功',
  submitFailed: '提交失败',
  refused: '提交未通过服务端校验，请按提示修改',
} as const;
