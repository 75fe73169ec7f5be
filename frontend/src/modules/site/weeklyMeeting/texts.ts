/** Texts of 周例会 (site/weeklyMeeting/index). */
export const T = {
  title: '周例会',
  meetingTime: '会议时间',
  dateRange: '会议日期',
  place: '会议地点',
  host: '主持人',
  attendees: '参会人员',
  attendeesPlaceholder: '选择参会人员（可多选）',
  topic: '会议主题',
  content: '会议纪要',
  decisions: '决议及待办事项',
  nextMeetingDate: '下次会议日期',
  nextAfter: '下次会议日期应晚于本次会议日期',
  attachments: '附件',
} as const;
