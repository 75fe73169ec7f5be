/** Texts of 我的项目 (site/project/mine). */
export const T = {
  title: '我的项目',
  description: '你参与的项目。切换后，各页面的数据按所选项目显示。',
  id: '项目编号',
  name: '项目名称',
  status: '状态',
  action: '操作',
  current: '当前项目',
  switch: '切换',
  switching: '正在切换项目…',
  refresh: '刷新',
  empty: '你还没有加入任何项目，请联系管理员',
  none: '未选择项目',
} as const;
