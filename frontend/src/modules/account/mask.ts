/** 13800138000 -> 138****8000; other shapes keep their first 3 and last 4 characters when long enough. */
export function maskPhone(phone: string | null | undefined): string {
  const p = (phone ?? '').trim();
  if (p.length < 8) return p;
  return `${p.slice(0, 3)}${'*'.repeat(p.length - 7)}${p.slice(-4)}`;
}
