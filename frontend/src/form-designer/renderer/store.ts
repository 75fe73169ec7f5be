/**
 * A field-level store: values, errors and node states are published per topic, so a keystroke
 * re-renders only the field it edits (and the nodes whose linkage reads it).
 * Topics: "v:<model>" value, "e:<model>" errors (batch cells publish on their batch model),
 * "s:<key>" node state, "list" the effective node tree (after setOptions/hide/show/...).
 */
import { computeStates, linkageFields, type NodeState } from '../linkage/linkage';
// The bare lookup, not the registry's index: the built-in controls the index registers import this store
// (batch rows), and the renderer's entry loads the index before any lookup.
import { getControl } from '../registry/registry';
import { mapNodes, walkNodes } from '../schema/tree';
import { hasModel, type FormNode } from '../schema/types';
import { parseUploadValue } from '../schema/values';
import { checkField } from '../validate/checks';
import { batchRowFields, collectableFields, collectValues, selectInputListErrors, validateValues, type FieldError } from '../validate/validate';

type Listener = () => void;

/** A request to bring a field into view (tabs switch to the pane holding it); n makes each one new. */
export interface Reveal {
  field: string;
  n: number;
}

const VISIBLE: NodeState = { hidden: false, disabled: false };

export function defaultValueOf(node: FormNode): unknown {
  const def = getControl(node.type);
  return def?.defaultValue ? def.defaultValue(node) : node.options?.defaultValue;
}

function normalizeValue(node: FormNode | undefined, value: unknown): unknown {
  if (node && (node.type === 'uploadFile' || node.type === 'uploadImg')) return parseUploadValue(value);
  return value;
}

export class FormStore {
  list: FormNode[];
  private values: Record<string, unknown> = {};
  private defaults: Record<string, unknown> = {};
  private errors = new Map<string, string>();
  private errorRoots = new Map<string, number>();
  private states = new Map<string, NodeState>();
  private fields = new Map<string, FormNode>();
  private deps = new Set<string>();
  private listeners = new Map<string, Set<Listener>>();
  onValueChange?: (value: unknown, model: string) => void;

  constructor(list: FormNode[]) {
    this.list = list;
    this.index();
    walkNodes(list, (node, ctx) => {
      if (ctx.batch) return false;
      if (hasModel(node)) this.defaults[node.model as string] = normalizeValue(node, defaultValueOf(node));
      return true;
    });
    this.values = { ...this.defaults };
    this.states = computeStates(this.list, this.values);
  }

  private index(): void {
    this.fields.clear();
    this.deps.clear();
    walkNodes(this.list, (node, ctx) => {
      for (const f of linkageFields(node.options ?? {})) this.deps.add(f);
      if (!ctx.batch && hasModel(node)) this.fields.set(node.model as string, node);
      return true;
    });
  }

  subscribe(topic: string, fn: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(fn);
    return () => set.delete(fn);
  }

  private notify(topic: string): void {
    this.listeners.get(topic)?.forEach((fn) => fn());
  }

  getValue = (model: string): unknown => this.values[model];
  getValues = (): Record<string, unknown> => this.values;
  getError = (model: string): string | undefined => this.errors.get(model);
  /** Changes whenever any error of this root model (e.g. a batch cell) changes. */
  getErrorVersion = (model: string): number => this.errorRoots.get(model) ?? 0;
  getState = (key: string): NodeState => this.states.get(key) ?? VISIBLE;
  getList = (): FormNode[] => this.list;
  private reveal: Reveal | null = null;
  getReveal = (): Reveal | null => this.reveal;

  /** Asks containers to show the field (`model` or `<batch>.<row>.<column>`): tabs switch to its pane. */
  requestReveal(field: string): void {
    this.reveal = { field: field.split('.')[0], n: (this.reveal?.n ?? 0) + 1 };
    this.notify('reveal');
  }

  private mountAll = false;
  getMountAll = (): boolean => this.mountAll;

  /** Asks a progressively rendered form to mount every node now (e.g. to scroll to an error). */
  requestMountAll(): void {
    if (this.mountAll) return;
    this.mountAll = true;
    this.notify('mountAll');
  }

  setValue(model: string, value: unknown): void {
    const prev = this.values[model];
    if (Object.is(prev, value)) return;
    this.values = { ...this.values, [model]: value };
    this.notify(`v:${model}`);
    if (this.deps.has(model)) this.refreshStates();
    this.validateOne(model, prev);
    this.onValueChange?.(value, model);
  }

  /**
   * Re-checks a field after a change. In a batch, only the cells that changed are checked, unless the
   * batch already shows errors (after a failed submit): then every row is re-checked, so fixed cells clear.
   */
  private validateOne(model: string, prev: unknown): void {
    const node = this.fields.get(model);
    if (!node) return;
    const changes = new Map<string, string | undefined>();
    const visible = !this.states.get(node.key)?.hidden && node.options?.noFormItem !== true;
    changes.set(model, visible ? (checkField(node, node.options ?? {}, this.values[model]) ?? undefined) : undefined);
    if (node.type === 'selectInputList') {
      // the inputs of the checked columns: re-checked once errors show (after a failed submit)
      const prefix = `${model}.`;
      const showing = [...this.errors.keys()].some((k) => k.startsWith(prefix));
      if (showing) {
        for (const key of this.errors.keys()) if (key.startsWith(prefix)) changes.set(key, undefined);
        if (visible) {
          const field = { node, model, options: node.options ?? {} };
          for (const e of selectInputListErrors(field, this.values[model], this.values, {})) changes.set(e.field, e.message);
        }
      }
    }
    if (node.type === 'batch') {
      const prefix = `${model}.`;
      const showing = [...this.errors.keys()].some((k) => k.startsWith(prefix));
      const rows = Array.isArray(this.values[model]) ? (this.values[model] as Record<string, unknown>[]) : [];
      const before = Array.isArray(prev) ? (prev as Record<string, unknown>[]) : [];
      if (showing) for (const key of this.errors.keys()) if (key.startsWith(prefix)) changes.set(key, undefined);
      if (visible) {
        rows.forEach((row, i) => {
          const old = before.length === rows.length ? before[i] : undefined;
          if (!showing && (old === row || old === undefined)) return;
          for (const cell of batchRowFields(node, row ?? {}, this.values)) {
            if (!showing && Object.is(old?.[cell.model], row?.[cell.model])) continue;
            const msg = checkField(cell.node, cell.options, row?.[cell.model]);
            changes.set(`${prefix}${i}.${cell.model}`, msg ?? undefined);
          }
        });
      }
    }
    this.applyErrors(changes);
  }

  private applyErrors(changes: Map<string, string | undefined>): void {
    const roots = new Set<string>();
    changes.forEach((message, field) => {
      if (this.errors.get(field) === message) return;
      if (message === undefined) this.errors.delete(field);
      else this.errors.set(field, message);
      roots.add(field.split('.')[0]);
    });
    roots.forEach((root) => {
      this.errorRoots.set(root, (this.errorRoots.get(root) ?? 0) + 1);
      this.notify(`e:${root}`);
    });
  }

  private refreshStates(): void {
    const next = computeStates(this.list, this.values);
    const changed: string[] = [];
    next.forEach((state, key) => {
      const prev = this.states.get(key) ?? VISIBLE;
      if (prev.hidden !== state.hidden || prev.disabled !== state.disabled) changed.push(key);
      else next.set(key, prev);
    });
    this.states = next;
    for (const key of changed) this.notify(`s:${key}`);
    // errors of fields that became hidden are cleared
    const cleared = new Map<string, string | undefined>();
    for (const key of changed) {
      if (next.get(key)?.hidden) {
        this.fields.forEach((node, model) => {
          if (node.key === key && this.errors.has(model)) cleared.set(model, undefined);
        });
      }
    }
    if (cleared.size) this.applyErrors(cleared);
  }

  /** Sets options[name] = value on every node (anywhere, including batch columns) whose model is listed. */
  setOptions(models: string[], name: string, value: unknown): void {
    const wanted = new Set(models);
    const next = mapNodes(this.list, (node) =>
      node.model !== undefined && wanted.has(node.model) ? { ...node, options: { ...node.options, [name]: value } } : node,
    );
    if (next === this.list) return;
    this.list = next;
    this.index();
    this.notify('list');
    this.refreshStates();
  }

  /** Validates everything and publishes the errors; returns the result. */
  validateAll(): { valid: boolean; errors: FieldError[] } {
    const result = validateValues({ list: this.list }, this.values);
    const changes = new Map<string, string | undefined>();
    for (const key of this.errors.keys()) changes.set(key, undefined);
    for (const e of result.errors) if (!changes.get(e.field)) changes.set(e.field, e.message);
    this.applyErrors(changes);
    return result;
  }

  /**
   * Shows messages from elsewhere (e.g. the server's 1012001 field messages) under their fields, in
   * place of the current ones. Fields are models or `<batch model>.<row>.<column model>` paths.
   */
  setErrors(errors: FieldError[]): void {
    const changes = new Map<string, string | undefined>();
    for (const key of this.errors.keys()) changes.set(key, undefined);
    for (const e of errors) if (e && typeof e.field === 'string' && e.field && !changes.get(e.field)) changes.set(e.field, String(e.message));
    this.applyErrors(changes);
  }

  collect(): Record<string, unknown> {
    return collectValues({ list: this.list }, this.values);
  }

  /** Visible field models in display order. */
  visibleModels(): string[] {
    return collectableFields(this.list, this.values).map((f) => f.model);
  }

  setData(data: Record<string, unknown>): void {
    const next = { ...this.values };
    const touched: string[] = [];
    for (const [model, value] of Object.entries(data ?? {})) {
      next[model] = normalizeValue(this.fields.get(model), value);
      touched.push(model);
    }
    this.values = next;
    touched.forEach((m) => this.notify(`v:${m}`));
    this.refreshStates();
    const cleared = new Map<string, string | undefined>();
    for (const key of this.errors.keys()) if (touched.includes(key.split('.')[0])) cleared.set(key, undefined);
    this.applyErrors(cleared);
  }

  reset(): void {
    const models = Object.keys({ ...this.values, ...this.defaults });
    this.values = { ...this.defaults };
    models.forEach((m) => this.notify(`v:${m}`));
    this.refreshStates();
    const cleared = new Map<string, string | undefined>();
    for (const key of this.errors.keys()) cleared.set(key, undefined);
    this.applyErrors(cleared);
  }
}
