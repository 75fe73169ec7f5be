/** Texts of 审批记录 (site/approvalRecord/index). */
export const T = {
  title: '审批记录',
  recordTitle: '标题',
  type: '类型',
  applyDate: '申请日期',
  content: '申请内容',
  amount: '金额（元）',
  attachments: '附件',
  remark: '备注',
  createTime: '创建时间',
} as const;
