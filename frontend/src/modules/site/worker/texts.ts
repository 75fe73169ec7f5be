/** Texts of 工人 (site/worker/index): the project's construction workers. */
export const T = {
  title: '工人',
} as const;
