/** Texts the site screens share. */
export const T = {
  chooseProject: '请先在顶部选择项目',
  chooseProjectHint: '本页面的数据属于某个项目：在页面顶部的项目下拉框中选择项目后，这里会显示该项目的数据。',
  noProjects: '你还没有加入任何项目，请联系管理员',
  save: '保存',
  saved: '保存成功',
  reset: '重置',
  loadFailed: '加载失败',
  readOnly: '你没有修改权限，仅可查看',
} as const;
