/**
 * Node and process configuration stored as JSON in `<bpmn:extensionElements>` (see wfModdle.ts):
 * typed shapes, tolerant reading, and writing that keeps every other extension element.
 */
export type AssigneeType =
  | 'user' | 'role' | 'org' | 'pos' | 'initiator' | 'initiatorLeader'
  // a site project's manager / safety officer (an instance started by a management module)
  | 'projectManager' | 'projectSafetyOfficer';
/** Rules that name nobody explicitly: the server finds the people from the instance. */
export const IMPLICIT_ASSIGNEES: AssigneeType[] = ['initiator', 'initiatorLeader', 'projectManager', 'projectSafetyOfficer'];
export type MultiMode = 'none' | 'sequential' | 'all' | 'any' | 'ratio';
export type FieldPerm = 'read' | 'write' | 'hidden';
export type ButtonCode =
  | 'submit' | 'back' | 'turn' | 'entrust' | 'jump' | 'end' | 'addSign' | 'deleteSign' | 'userSelect' | 'cc';

export const ASSIGNEE_TYPES: AssigneeType[] = [
  'user', 'role', 'org', 'pos', 'initiator', 'initiatorLeader', 'projectManager', 'projectSafetyOfficer',
];
export const MULTI_MODES: MultiMode[] = ['none', 'sequential', 'all', 'any', 'ratio'];
export const BUTTON_CODES: ButtonCode[] = [
  'submit', 'back', 'turn', 'entrust', 'jump', 'end', 'addSign', 'deleteSign', 'userSelect', 'cc',
];
export const DEFAULT_BUTTONS: ButtonCode[] = ['submit', 'back', 'turn'];

export interface Assignee {
  type: AssigneeType;
  ids: string[];
}

export interface Listener {
  event: 'create' | 'complete';
  scriptId: string;
}

export interface NodeConfig {
  assignee: Assignee;
  multi: MultiMode;
  ratio?: number;
  buttons: ButtonCode[];
  fieldPerms: Record<string, FieldPerm>;
  cc?: Assignee;
  listeners?: Listener[];
}

export interface ProcessConfig {
  formId?: string;
  titleTemplate?: string;
  allowWithdraw?: boolean;
}

export const NODE_CONFIG = 'wf:NodeConfig';
export const PROCESS_CONFIG = 'wf:ProcessConfig';
type ConfigType = typeof NODE_CONFIG | typeof PROCESS_CONFIG;

/** The parts of a moddle element these helpers touch. */
export interface ModdleElement {
  $type: string;
  body?: string;
  values?: ModdleElement[];
  extensionElements?: ModdleElement;
  [key: string]: unknown;
}

export interface ModdleFactory {
  create: (type: string, attrs?: Record<string, unknown>) => ModdleElement;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function assigneeOf(raw: unknown, fallback: AssigneeType): Assignee {
  const r = isRecord(raw) ? raw : {};
  const type = ASSIGNEE_TYPES.includes(r.type as AssigneeType) ? (r.type as AssigneeType) : fallback;
  return { type, ids: strings(r.ids) };
}

export function defaultNodeConfig(): NodeConfig {
  return { assignee: { type: 'user', ids: [] }, multi: 'none', buttons: [...DEFAULT_BUTTONS], fieldPerms: {} };
}

/** A node config from stored JSON; unknown or missing parts take their defaults. */
export function normalizeNodeConfig(raw: unknown): NodeConfig {
  if (!isRecord(raw)) return defaultNodeConfig();
  const multi = MULTI_MODES.includes(raw.multi as MultiMode) ? (raw.multi as MultiMode) : 'none';
  const buttons = strings(raw.buttons).filter((b): b is ButtonCode => BUTTON_CODES.includes(b as ButtonCode));
  const fieldPerms: Record<string, FieldPerm> = {};
  if (isRecord(raw.fieldPerms)) {
    for (const [k, v] of Object.entries(raw.fieldPerms)) if (v === 'read' || v === 'write' || v === 'hidden') fieldPerms[k] = v;
  }
  const out: NodeConfig = { assignee: assigneeOf(raw.assignee, 'user'), multi, buttons: buttons.length ? buttons : [...DEFAULT_BUTTONS], fieldPerms };
  if (multi === 'ratio') out.ratio = typeof raw.ratio === 'number' && raw.ratio > 0 && raw.ratio <= 1 ? raw.ratio : 0.5;
  if (isRecord(raw.cc)) out.cc = assigneeOf(raw.cc, 'user');
  if (Array.isArray(raw.listeners)) {
    out.listeners = raw.listeners.filter(
      (l): l is Listener => isRecord(l) && (l.event === 'create' || l.event === 'complete') && typeof l.scriptId === 'string',
    );
  }
  return out;
}

/** The config without empty optional parts (what is written to the XML). */
export function compactNodeConfig(c: NodeConfig): NodeConfig {
  const out: NodeConfig = { assignee: c.assignee, multi: c.multi, buttons: c.buttons, fieldPerms: c.fieldPerms };
  if (c.multi === 'ratio') out.ratio = c.ratio ?? 0.5;
  if (c.cc && (c.cc.ids.length || IMPLICIT_ASSIGNEES.includes(c.cc.type))) out.cc = c.cc;
  if (c.listeners?.length) out.listeners = c.listeners;
  return out;
}

/** The parsed JSON body of the element's first `type` extension, or null (none, or not JSON). */
export function readConfig(bo: ModdleElement, type: ConfigType): Record<string, unknown> | null {
  const el = bo.extensionElements?.values?.find((v) => v.$type === type);
  if (!el?.body) return null;
  try {
    const parsed: unknown = JSON.parse(el.body);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const readNodeConfig = (bo: ModdleElement): NodeConfig => normalizeNodeConfig(readConfig(bo, NODE_CONFIG));

export function readProcessConfig(bo: ModdleElement): ProcessConfig {
  const raw = readConfig(bo, PROCESS_CONFIG) ?? {};
  const out: ProcessConfig = {};
  if (typeof raw.formId === 'string' && raw.formId) out.formId = raw.formId;
  if (typeof raw.titleTemplate === 'string' && raw.titleTemplate) out.titleTemplate = raw.titleTemplate;
  if (typeof raw.allowWithdraw === 'boolean') out.allowWithdraw = raw.allowWithdraw;
  return out;
}

/**
 * New `extensionElements` for `bo` with the `type` body set to `value` (null removes it); the other
 * extension elements are kept. The caller sets it through the modeling service (undoable).
 */
export function withConfig(moddle: ModdleFactory, bo: ModdleElement, type: ConfigType, value: object | null): ModdleElement | undefined {
  const others = (bo.extensionElements?.values ?? []).filter((v) => v.$type !== type);
  const values = value === null ? others : [...others, moddle.create(type, { body: JSON.stringify(value) })];
  if (!values.length) return undefined;
  const ext = moddle.create('bpmn:ExtensionElements', { values });
  for (const v of values) v.$parent = ext;
  ext.$parent = bo;
  return ext;
}
