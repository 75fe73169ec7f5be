/** Texts of 班组 (site/team/index). */
export const T = {
  title: '班组',
  name: '班组名称',
  code: '班组编号',
  enterprise: '所属单位',
  workType: '工种',
  leader: '班组长',
  memberCount: '人数',
  entryDate: '进场日期',
  exitDate: '退场日期',
  sort: '排序',
  remark: '备注',
  leaderHint: '在“班组人员”中把一名组员设为班组长',
  deleteHint: (name: string) => `删除班组「${name}」？班组下还有人员时不能删除。`,
} as const;
