/** Button permission rule (spec 6): super admin (adminType 1) passes; others need the code. */
export interface PermSubject {
  adminType: number | string | null | undefined;
  permissions: readonly string[] | null | undefined;
}

export function isSuperAdmin(subject: Pick<PermSubject, 'adminType'>): boolean {
  return String(subject.adminType) === '1';
}

export function hasPerm(subject: PermSubject, code: string): boolean {
  if (isSuperAdmin(subject)) return true;
  return (subject.permissions ?? []).includes(code);
}

type SubjectHook = () => PermSubject;
const NOBODY: PermSubject = { adminType: null, permissions: [] };
let subjectHook: SubjectHook = () => NOBODY;

/** The shell's session store registers how to read the signed-in user (`app/session.ts`), so shared
 * screens check permissions without importing the shell. */
export function registerPermSubject(hook: SubjectHook): void {
  subjectHook = hook;
}

/** The signed-in user's admin type and permission codes (nobody's until the shell registers). */
export function usePermSubject(): PermSubject {
  return subjectHook();
}
