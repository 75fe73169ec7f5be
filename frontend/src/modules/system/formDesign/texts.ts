/** Texts of 表单设计 (system/formDesign/index). */
export const T = {
  what: '表单',
  name: '表单名称',
  code: '表单编码',
  version: '版本',
  remark: '备注',
  updateTime: '更新时间',
  codePattern: '只能包含字母、数字、下划线和短横线',

  create: '新建表单',
  design: '设计',
  preview: '预览',
  fill: '填写',

  designerTitle: '表单设计器',
  newForm: '新表单',
  loading: '正在加载表单…',
  loadFailed: '表单加载失败',
  designBroken: '表单的设计数据无法读取，已打开空白画布',

  saveTitle: '保存表单',
  save: '保存',
  saving: '正在保存…',
  saved: '保存成功',
  saveFailed: (message: string) => `保存失败：${message}`,
  conflict: (message: string) =>
    `${message}（他人已保存了新版本。可先用“生成JSON”复制当前设计，关闭后重新打开，再用“导入”恢复后保存）`,
  unsaved: '未保存',
  unsavedTitle: '有未保存的修改',
  unsavedContent: '关闭后本次修改将丢失，确定关闭吗？',
  discard: '放弃修改',
  keepEditing: '继续编辑',

  fillTitle: (name: string) => `填写：${name}`,
  submit: '提交',
  reset: '重置',
  cancel: '取消',
  submitted: '提交成功',
  refused: '提交未通过校验，请按提示修改后再提交',
} as const;
