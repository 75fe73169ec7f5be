/** Texts of 升降机数据 (site/liftData/index). */
export const L = {
  title: '升降机数据',
  loadPct: '载重',
  persons: '人数',
  floor: '楼层',
  height: '高度',
  speed: '速度',
  wind: '风速',
  driver: '司机',
} as const;
