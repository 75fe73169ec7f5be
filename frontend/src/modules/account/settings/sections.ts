import { T } from '../texts';

export const SECTIONS = ['base', 'security', 'custom', 'binding', 'notification'] as const;
export type Section = (typeof SECTIONS)[number];

export const SETTINGS_BASE = '/account/settings';

/** The settings section of a pathname; `base` for /account/settings and anything unknown. */
export function sectionOf(pathname: string): Section {
  const rest = pathname.startsWith(SETTINGS_BASE) ? pathname.slice(SETTINGS_BASE.length) : '';
  const key = rest.split('/').filter(Boolean)[0];
  return (SECTIONS as readonly string[]).includes(key) ? (key as Section) : 'base';
}

export const menuTitle = (s: Section) => T.menu[s];
export const headingOf = (s: Section) => T.headings[s];
