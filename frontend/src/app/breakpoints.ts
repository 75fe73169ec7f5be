/** Responsive breakpoints (spec 4.3): mobile < 576 px, tablet 576–1199 px, desktop >= 1200 px. */
export type Device = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_MAX = 575;
export const DESKTOP_MIN = 1200;

export function deviceOf(width: number): Device {
  if (width <= MOBILE_MAX) return 'mobile';
  if (width < DESKTOP_MIN) return 'tablet';
  return 'desktop';
}

/**
 * Whether the side menu starts open on a device: closed (collapsed) on tablets; on desktops the
 * user's stored choice; on phones the menu lives in a drawer that starts closed so content shows first.
 */
export function sidebarOpenFor(device: Device, stored: boolean): boolean {
  if (device === 'tablet') return false;
  if (device === 'mobile') return false;
  return stored;
}

export const HEADER_HIDE_THRESHOLD = 300;

/**
 * Auto-hide header: hides when scrolling down past the threshold, shows again on any scroll up.
 */
export function headerVisibleAfterScroll(previousY: number, y: number, visible: boolean): boolean {
  if (y < previousY) return true;
  if (y > previousY && y > HEADER_HIDE_THRESHOLD) return false;
  if (y <= HEADER_HIDE_THRESHOLD) return true;
  return visible;
}
