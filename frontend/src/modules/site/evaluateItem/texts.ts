/** Texts of 评价项 (site/evaluateItem/index). */
export const T = {
  title: '评价项',
  what: '评价项',
  name: '名称',
  category: '分类',
  maxScore: '满分',
  criteria: '评分标准',
  sort: '排序',
  status: '状态',
  createTime: '创建时间',
  points: (n: number) => `${n}分`,
  deleteConfirm: (name: string) => `确定删除评价项“${name}”吗？已被考核或问卷使用的评价项不能删除，可停用。`,
} as const;
