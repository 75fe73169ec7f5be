/** Texts of 应用管理 (system/app/index). */
export const T = {
  title: '应用',
  name: '应用名称',
  code: '唯一编码',
  active: '是否默认',
  status: '状态',
  sort: '排序',
  setDefault: '设为默认',
  confirmSetDefault: (name: string) => `确定将「${name}」设为默认应用吗？`,
  setDefaultOk: '已设为默认应用',
  codePattern: '唯一编码只能包含字母、数字和下划线',
  yes: '是',
  no: '否',
} as const;
