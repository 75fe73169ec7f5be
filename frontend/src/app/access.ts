/** Permission checks for screens: the pure rule, a hook and the <Access> gate. */
import { createElement, Fragment, type ReactNode } from 'react';
import { hasPerm } from '@/shared/utils/perm';
import { useSession } from './session';

export { hasPerm, type PermSubject } from '@/shared/utils/perm';

/** Whether the signed-in user holds `code`. */
export function usePerm(code: string): boolean {
  const adminType = useSession((s) => s.adminType);
  const permissions = useSession((s) => s.permissions);
  return hasPerm({ adminType, permissions }, code);
}

/** Renders its children only when the user holds `code` (else the optional fallback). */
export function Access({ code, children, fallback = null }: { code: string; children?: ReactNode; fallback?: ReactNode }) {
  return createElement(Fragment, null, usePerm(code) ? children : fallback);
}
