/** Texts of 字典管理 (system/dict/index). */
export const T = {
  typeTitle: '字典类型',
  dataTitle: '字典值',
  name: '字典名称',
  code: '唯一编码',
  value: '字典值',
  sort: '排序',
  remark: '备注',
  status: '状态',
  data: '字典',
  dataDrawerTitle: (name: string, code: string) => `字典：${name}（${code}）`,
  whatType: '字典',
  whatData: '字典值',
  codePattern: '唯一编码只能包含字母、数字和下划线',
  deleteCascade: '该字典下的所有字典值将一并删除。',
} as const;
