/** Texts of 人员 (site/person/index): the project's management staff. */
export const T = {
  title: '人员',
  face: '照片',
} as const;
