import type { ComponentType } from 'react';

/** A screen's lazy loader (one chunk per screen). */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/** Menu component strings -> their screens' loaders, as a domain's `views.ts` declares them. */
export type ViewLoaders = Record<string, ViewLoader>;
