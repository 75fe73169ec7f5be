import type { CSSProperties } from 'react';
import { T } from '../../texts';

/** Typed readers for the loosely typed `options` bag of a node. */
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : v == null ? fallback : String(v));
export const bool = (v: unknown): boolean => v === true || v === 'true';
export const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;

/** `options.width` ("100%", "80%", "200px", 200) as a style. */
export function widthStyle(options: Record<string, unknown>): CSSProperties | undefined {
  const w = options.width;
  if (typeof w === 'number') return { width: w };
  if (typeof w === 'string' && w.trim() !== '') return { width: w };
  return undefined;
}

export const placeholderOf = (options: Record<string, unknown>, fallback: string = T.pleaseInput): string =>
  str(options.placeholder, fallback);
