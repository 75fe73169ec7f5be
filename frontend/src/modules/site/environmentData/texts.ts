/** Texts of 环境数据 (site/environmentData/index). */
export const E = {
  title: '环境数据',
  dust: 'PM2.5/PM10/TSP',
  noise: '噪声',
  day: '昼间限值',
  night: '夜间限值',
  climate: '温度/湿度',
  wind: '风向/风速',
  pressure: '气压',
  directions: ['北', '东北', '东', '东南', '南', '西南', '西', '西北'],
} as const;
