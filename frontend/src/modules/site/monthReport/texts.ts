/** Texts of 月报 (site/monthReport/index). */
export const T = {
  title: '月报',
  month: '月份',
  planOutput: '本月计划产值（万元）',
  doneOutput: '本月完成产值（万元）',
  completionRate: '本月完成率（%）',
  cumPlanOutput: '累计计划产值（万元）',
  cumDoneOutput: '累计完成产值（万元）',
  cumHelp: '留空则按此前各月月报自动累计；填写则作为累计基数',
  cumCompletionRate: '累计完成率（%）',
  deviation: '偏差（%）',
  deviationLevel: '偏差等级',
  deviationHelp: '偏差 =（本月完成 - 本月计划）/ 本月计划；低于 -20% 严重滞后，-20%~-10% 滞后，-10%~-5% 轻微滞后，其余正常',
  summary: '进度综述',
  mainWork: '本月主要工作',
  nextPlan: '下月工作计划',
  problems: '存在问题及措施',
  plan: '关联进度计划',
  planHelp: '选择后，本月主要工作为空时自动带入该计划本月应完成节点的完成情况',
  attachments: '附件',
  prefilled: '已带入进度计划本月节点情况',
} as const;

export const LEVEL_COLORS: Record<string, string> = { serious: 'red', late: 'orange', slight: 'gold', normal: 'green' };
