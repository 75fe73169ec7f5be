/** Texts of 机构管理 (system/org/index). */
export const T = {
  title: '机构',
  name: '机构名称',
  code: '唯一编码',
  parent: '上级机构',
  sort: '排序',
  remark: '备注',
  deleteCascade: '该机构的下级机构将一并删除；机构下仍有人员时无法删除。',
} as const;
