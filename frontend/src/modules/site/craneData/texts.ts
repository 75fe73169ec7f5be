/** Texts of 塔吊数据 (site/craneData/index). */
export const C = {
  title: '塔吊数据',
  moment: '力矩',
  load: '吊重/额定',
  radius: '幅度',
  height: '高度',
  slew: '回转',
  wind: '风速',
  tilt: '倾角X/Y',
  driver: '司机',
} as const;
