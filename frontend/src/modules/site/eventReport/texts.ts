/** Texts of 事件上报 (site/eventReport/index). */
export const T = {
  title: '事件上报',
  eventTime: '事件时间',
  timeRange: '事件时间',
  eventType: '事件类型',
  level: '事件等级',
  location: '事件地点',
  description: '事件经过',
  injured: '受伤人数',
  dead: '死亡人数',
  casualties: '伤亡情况',
  measures: '已采取措施',
  photos: '现场照片',
  reporterPhone: '上报人电话',
  phonePattern: '请输入正确的电话号码',
  casualtyText: (injured: number, dead: number) => (injured || dead ? `伤${injured}人，亡${dead}人` : '无'),
  recordTitle: (time: string, type: string) => `${time.slice(0, 16)} ${type}`,
} as const;
