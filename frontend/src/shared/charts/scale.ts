/** Pure helpers of the small SVG charts: scales, "nice" ticks, paths, arcs and number formats. */

/** A step of 1, 2 or 5 times a power of ten that splits [0, max] into at most `count` parts. */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1;
  const raw = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(step, 1);
}

/** Ticks from 0 to the first step multiple at or above `max` (counts: integer steps only). */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil((max > 0 ? max : 0) / step) * step);
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(v);
  return ticks;
}

/** Maps [d0, d1] onto [r0, r1]; a zero-width domain maps everything to r0. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const span = d1 - d0;
  return (v) => (span === 0 ? r0 : r0 + ((v - d0) / span) * (r1 - r0));
}

export type Point = readonly [number, number];

const fixed = (n: number) => Math.round(n * 100) / 100;

export function linePath(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${fixed(x)},${fixed(y)}`).join('');
}

/** The line closed down to the baseline (for the area under it). */
export function areaPath(points: readonly Point[], baseY: number): string {
  if (!points.length) return '';
  const first = points[0];
  const last = points[points.length - 1];
  return `${linePath(points)}L${fixed(last[0])},${fixed(baseY)}L${fixed(first[0])},${fixed(baseY)}Z`;
}

/** Every how many labels one is drawn, so that labels `labelWidth` wide do not overlap. */
export function labelEvery(count: number, width: number, labelWidth: number): number {
  if (count <= 1 || width <= 0) return 1;
  const fits = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(count / fits));
}

/** Index of the slot under x when `count` slots share [left, left + width]. */
export function slotAt(x: number, left: number, width: number, count: number, centred: boolean): number {
  if (count <= 0) return -1;
  if (centred) {
    const step = count > 1 ? width / (count - 1) : 0;
    const i = step ? Math.round((x - left) / step) : 0;
    return Math.min(count - 1, Math.max(0, i));
  }
  const i = Math.floor(((x - left) / width) * count);
  return Math.min(count - 1, Math.max(0, i));
}

function polar(cx: number, cy: number, r: number, angle: number): Point {
  return [cx + r * Math.sin(angle), cy - r * Math.cos(angle)];
}

/** A ring segment from `start` to `end` (radians, clockwise from 12 o'clock); a full turn is drawn whole. */
export function arcPath(cx: number, cy: number, r: number, r0: number, start: number, end: number): string {
  const sweep = Math.min(end - start, Math.PI * 2 - 1e-6);
  const stop = start + sweep;
  const large = sweep > Math.PI ? 1 : 0;
  const [x1, y1] = polar(cx, cy, r, start);
  const [x2, y2] = polar(cx, cy, r, stop);
  const [x3, y3] = polar(cx, cy, r0, stop);
  const [x4, y4] = polar(cx, cy, r0, start);
  return [
    `M${fixed(x1)},${fixed(y1)}`,
    `A${r},${r} 0 ${large} 1 ${fixed(x2)},${fixed(y2)}`,
    `L${fixed(x3)},${fixed(y3)}`,
    `A${r0},${r0} 0 ${large} 0 ${fixed(x4)},${fixed(y4)}`,
    'Z',
  ].join('');
}

export interface Slice {
  start: number;
  end: number;
  share: number;
}

/** Angles and shares of the values (negative ones count as zero); all zero gives no slices. */
export function slices(values: readonly number[]): Slice[] {
  const clean = values.map((v) => (v > 0 ? v : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  if (!total) return [];
  let angle = 0;
  return clean.map((v) => {
    const share = v / total;
    const slice = { start: angle, end: angle + share * Math.PI * 2, share };
    angle = slice.end;
    return slice;
  });
}

/** 1,234 / 1.2万 / 3.5亿. */
export function formatCount(n: number): string {
  if (Math.abs(n) >= 1e8) return `${trim(n / 1e8)}亿`;
  if (Math.abs(n) >= 1e4) return `${trim(n / 1e4)}万`;
  return n.toLocaleString('zh-CN');
}

const trim = (n: number) => (Math.round(n * 10) / 10).toString();

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
