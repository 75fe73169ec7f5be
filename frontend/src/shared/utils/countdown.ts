/** Milliseconds left until `target` (a Date or epoch milliseconds), never below zero. */
export function remaining(target: Date | number, now: number = Date.now()): number {
  const end = typeof target === 'number' ? target : target.getTime();
  return Math.max(0, end - now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss of a duration; hours keep counting past 24, partial seconds round up so 0 shows only at the end. */
export function formatHms(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
