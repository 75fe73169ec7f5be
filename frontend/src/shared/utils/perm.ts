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
