/** Number formats and colours shared by the charts and the figure cards. */

const trim = (n: number) => (Math.round(n * 10) / 10).toString();

/** 1,234 / 1.2万 / 3.5亿. */
export function formatCount(n: number): string {
  if (Math.abs(n) >= 1e8) return `${trim(n / 1e8)}亿`;
  if (Math.abs(n) >= 1e4) return `${trim(n / 1e4)}万`;
  return n.toLocaleString('zh-CN');
}

/** A size given in kB as kB / MB / GB / TB. */
export function formatKb(kb: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit ? trim(value) : Math.round(value)} ${units[unit]}`;
}

export const percent = (share: number) => `${(Math.round(share * 1000) / 10).toString()}%`;

/** `2026-11-21` -> `11-21`; `2026-11-21 09` -> `09:00`. */
export function shortLabel(label: string): string {
  const hour = /^\d{4}-\d{2}-\d{2} (\d{2})$/.exec(label);
  if (hour) return `${hour[1]}:00`;
  const day = /^\d{4}-(\d{2}-\d{2})$/.exec(label);
  return day ? day[1] : label;
}

/** Colours of series and slices, first the theme's primary. */
export const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#eb2f96', '#fa8c16', '#2f54eb', '#a0d911'];
export const AXIS_COLOR = 'rgba(0, 0, 0, 0.45)';
export const GRID_COLOR = '#f0f0f0';
