/**
 * Which addresses the console follows, and which may receive the sign-in token. Menus and form designs
 * are written by one user and opened by others, in their session: an address that runs script
 * (`javascript:`) or shows the author's document (`data:`) would act there, and a token sent to another
 * site can be used from there. Addresses are read with the browser's own URL parser, so what is checked
 * is what a link, an iframe or fetch would open. The server applies the same address rule (core/urls.py).
 * This module imports nothing: the form library uses it too.
 */

/** Path prefix of the console's API on its own origin. */
export const API_PATH = '/api';

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

function parse(url: string): URL | null {
  try {
    return new URL(url, window.location.href);
  } catch {
    return null;
  }
}

function webUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const url = parse(value);
  return url && WEB_PROTOCOLS.has(url.protocol) ? url : null;
}

/** The address itself when it is http(s) or relative; undefined for `javascript:`, `data:`, any other scheme or none. */
export function safeUrl(value: unknown): string | undefined {
  return webUrl(value) ? (value as string) : undefined;
}

/** The path of one of the console's own API addresses (this origin, under `/api/`), else null. */
export function ownApiPath(value: unknown): string | null {
  const url = webUrl(value);
  if (!url || url.origin !== window.location.origin) return null;
  return url.pathname.startsWith(`${API_PATH}/`) ? url.pathname : null;
}

/** Origins from a setting such as `https://report.example.com, http://10.0.0.5:8080` (other entries are ignored). */
export function parseOrigins(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .map((entry) => webUrl(entry.includes('://') ? entry : ''))
    .filter((url): url is URL => url !== null)
    .map((url) => url.origin);
}

/** May this address receive the sign-in token: the console's own origin, or one of `allowed` (origins). */
export function tokenMayGo(value: unknown, allowed: readonly string[]): boolean {
  const url = webUrl(value);
  return !!url && (url.origin === window.location.origin || allowed.includes(url.origin));
}
