/** A form design as the server stores it (JSON text or object) for the renderer; null when none or unreadable. */
import { importDesign, type FormDesign } from '@/form-designer';

export function designOf(raw: unknown): FormDesign | null {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    return importDesign(raw as Parameters<typeof importDesign>[0]);
  } catch {
    return null;
  }
}
