import type { CSSProperties } from 'react';

/** "width: 100%; background-color: red" → {width: '100%', backgroundColor: 'red'} (customStyle options). */
export function parseInlineStyle(css: string): CSSProperties {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const prop = decl.slice(0, at).trim();
    const value = decl.slice(at + 1).trim();
    if (!prop || !value || !/^-?[a-zA-Z-]+$/.test(prop)) continue;
    const key = prop.startsWith('--') ? prop : prop.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_m, ch: string) => ch.toUpperCase());
    out[key] = value;
  }
  return out as CSSProperties;
}
