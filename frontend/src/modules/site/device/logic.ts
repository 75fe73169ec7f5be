/** Pure helpers of the device screens: the relative last-seen text and threshold changes. */
import type { EffectiveThreshold } from '@/api/modules/siteDevice';

/** 刚刚 / N分钟前 / N小时前 / N天前 from the seconds the server counted (从未上线 when never seen). */
export function sinceText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return '从未上线';
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}小时前`;
  return `${Math.floor(hours / 24)}天前`;
}

/** The overrides to send: a changed device value sets it, an emptied one (null) removes it. */
export function thresholdChanges(
  rows: readonly EffectiveThreshold[],
  edited: Record<string, number | null | undefined>,
): Record<string, number | null> {
  const changes: Record<string, number | null> = {};
  for (const row of rows) {
    if (!(row.key in edited)) continue;
    const next = edited[row.key] ?? null;
    const before = row.deviceValue ?? null;
    if (next !== before) changes[row.key] = next;
  }
  return changes;
}
