/** Texts of 职位管理 (system/pos/index). */
export const T = {
  title: '职位',
  name: '职位名称',
  code: '唯一编码',
  sort: '排序',
  remark: '备注',
} as const;
