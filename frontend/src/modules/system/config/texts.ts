/** Texts of 系统配置 (system/config/index). */
export const T = {
  title: '参数',
  name: '参数名称',
  code: '唯一编码',
  value: '参数值',
  sysFlag: '系统参数',
  sysFlagHelp: '系统参数不能删除',
  groupCode: '所属分类',
  remark: '备注',
  codePattern: '唯一编码只能包含大写字母、数字和下划线',
  superOnly: '仅超管',
} as const;
