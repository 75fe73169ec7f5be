/**
 * Saving from the designer: a new form is added (with the name and code the user typed), a stored one
 * is edited with the version and updateTime it was loaded with, so the server refuses a save that
 * would overwrite someone else's.
 */
import {
  addFormDesign,
  editFormDesign,
  formDesignDetail,
  formDesignList,
  type FormDesignDetail,
  type FormDesignInfo,
} from '@/api/modules/formDesign';
import { isConflict } from '@/shared/crud/derive';

export type SaveOutcome =
  | { ok: true; stored: FormDesignDetail }
  | { ok: false; conflict: boolean; message: string };

/** The id of the added row, when the server returns it (the id itself or the row). */
function addedId(data: unknown): string | null {
  if (typeof data === 'string' || typeof data === 'number') return String(data);
  if (data && typeof data === 'object' && 'id' in data) return String((data as { id: unknown }).id);
  return null;
}

async function findByCode(code: string): Promise<string | null> {
  const rows = await formDesignList({ code });
  return rows.find((r) => r.code === code)?.id ?? null;
}

export async function saveDesign(stored: FormDesignDetail | null, info: FormDesignInfo | null, design: string): Promise<SaveOutcome> {
  if (!stored) {
    if (!info) throw new Error('a new form needs a name and a code');
    const res = await addFormDesign({ ...info, design });
    if (!res.success) return { ok: false, conflict: false, message: res.message };
    const id = addedId(res.data) ?? (await findByCode(info.code));
    if (!id) return { ok: false, conflict: false, message: res.message };
    return { ok: true, stored: await formDesignDetail(id) };
  }
  const res = await editFormDesign({
    id: stored.id,
    name: info?.name ?? stored.name,
    code: info?.code ?? stored.code,
    remark: info?.remark ?? stored.remark,
    design,
    ...(stored.version !== undefined && stored.version !== null ? { version: stored.version } : {}),
    ...(stored.updateTime ? { updateTime: stored.updateTime } : {}),
  });
  if (!res.success) return { ok: false, conflict: isConflict(res.code, res.message), message: res.message };
  return { ok: true, stored: await formDesignDetail(stored.id) };
}
