/**
 * Field permissions of a task applied to a form design: hidden fields leave the form, read fields are
 * shown disabled, write fields stay editable. A field the node does not name is writable at the start
 * node and read-only at an approval node (the server's rule; it enforces them on submit, this only
 * shapes what the user sees and sends).
 */
import { fieldNodes, mapNodes, type FormDesign, type FormNode } from '@/form-designer';

export type FieldPerm = 'read' | 'write' | 'hidden';
export type FieldPerms = Record<string, FieldPerm>;

/** What a field the node does not name gets: `write` at the start node, `read` at an approval node. */
export type Unnamed = 'write' | 'read';

export const permOf = (perms: FieldPerms, model: string, unnamed: Unnamed): FieldPerm => perms[model] ?? unnamed;

export function applyFieldPerms(design: FormDesign, perms: FieldPerms, unnamed: Unnamed, readOnly = false): FormDesign {
  const list = mapNodes(design.list, (node: FormNode) => {
    if (!node.model) return node;
    const perm = readOnly ? 'read' : permOf(perms, node.model, unnamed);
    if (perm === 'hidden') return null;
    if (perm === 'read') return { ...node, options: { ...node.options, disabled: true } };
    return node;
  });
  return list === design.list ? design : { ...design, list };
}

/** The values the user may send back: only writable fields. */
export function writableValues(values: Record<string, unknown>, perms: FieldPerms, unnamed: Unnamed): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (permOf(perms, k, unnamed) === 'write') out[k] = v;
  return out;
}

/** Top-level data fields of a design as {key, label} (the 表单字段权限 table rows). */
export function formFields(design: FormDesign | null | undefined): { key: string; label: string }[] {
  if (!design) return [];
  return fieldNodes(design.list).map((n) => ({ key: n.model as string, label: n.label || (n.model as string) }));
}
