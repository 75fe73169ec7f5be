/** Texts of 班组人员 (site/teamPerson/index). */
export const T = {
  title: '班组人员',
  pickTeam: '请在左侧选择一个班组，查看和管理它的人员',
  import: '导入',
  issue: '下发',
  issueTeam: '下发本班组',
  issueOk: (n: number) => `已下发${n}人到人脸识别设备`,
  issueNone: '本班组没有可下发的人员（需已上传照片且未被拉黑）',
  confirmIssue: (n: number, skipped: number) =>
    `将${n}人下发到人脸识别设备${skipped > 0 ? `；另有${skipped}人没有照片或已被拉黑，不下发` : ''}。`,
  confirmIssueOne: (name: string) => `将「${name}」下发到人脸识别设备？`,
  face: '照片',
} as const;
