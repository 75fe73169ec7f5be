const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** Bytes as a short human size (1024-based); strings from the server are shown as they come. */
export function formatBytes(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') {
    const n = Number(value);
    if (!Number.isFinite(n)) return value;
    value = n;
  }
  if (!Number.isFinite(value) || value < 0) return '-';
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${unit === 0 ? size : size.toFixed(size >= 100 ? 0 : size >= 10 ? 1 : 2)} ${UNITS[unit]}`;
}

/** A usage rate (45.2, "45.2" or "45.2%") as a percentage clamped to 0-100, or null when unreadable. */
export function toPercent(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number.parseFloat(value.replace('%', ''));
  if (!Number.isFinite(n)) return null;
  return Math.min(100, Math.max(0, Math.round(n * 10) / 10));
}

/** Progress status by load: red from 90 %, normal below. */
export function usageStatus(percent: number | null): 'exception' | 'normal' {
  return percent !== null && percent >= 90 ? 'exception' : 'normal';
}
