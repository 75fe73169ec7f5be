/**
 * Field linkage (show/hide/disable/enable a node from other fields' values). Pure; the format is
 * documented on `Linkage` in schema/types.ts.
 */
import { childLists } from '../schema/tree';
import { hasModel, type FormNode, type Linkage, type LinkageCondition, type LinkageOp } from '../schema/types';
import { isEmptyValue, toNumber } from '../schema/values';

const OPS: readonly LinkageOp[] = ['eq', 'ne', 'in', 'notIn', 'empty', 'notEmpty', 'gt', 'lt'];
const ACTIONS = ['show', 'hide', 'disable', 'enable'] as const;

export type Lookup = (field: string) => unknown;

export interface NodeState {
  hidden: boolean;
  disabled: boolean;
}

function isCondition(c: unknown): c is LinkageCondition {
  if (!c || typeof c !== 'object') return false;
  const cond = c as Record<string, unknown>;
  return typeof cond.field === 'string' && OPS.includes(cond.op as LinkageOp);
}

/** The well-formed linkage rules of a node (malformed entries are ignored). */
export function linkageOf(options: Record<string, unknown>): Linkage[] {
  const raw = options.linkage;
  if (!Array.isArray(raw)) return [];
  return raw.filter((rule): rule is Linkage => {
    if (!rule || typeof rule !== 'object') return false;
    const r = rule as Record<string, unknown>;
    if (!ACTIONS.includes(r.action as (typeof ACTIONS)[number])) return false;
    return Array.isArray(r.when) ? r.when.every(isCondition) : isCondition(r.when);
  });
}

/** The fields a node's linkage reads. */
export function linkageFields(options: Record<string, unknown>): string[] {
  return linkageOf(options).flatMap((rule) => conditionsOf(rule).map((c) => c.field));
}

const conditionsOf = (rule: Linkage): LinkageCondition[] => (Array.isArray(rule.when) ? rule.when : [rule.when]);

const scalar = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function equals(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const x = Array.isArray(a) ? a : [a];
    const y = Array.isArray(b) ? b : [b];
    return x.length === y.length && x.every((v, i) => scalar(v) === scalar(y[i]));
  }
  return scalar(a) === scalar(b);
}

function inList(actual: unknown, expected: unknown): boolean {
  const list = (Array.isArray(expected) ? expected : [expected]).map(scalar);
  if (Array.isArray(actual)) return actual.some((v) => list.includes(scalar(v)));
  return list.includes(scalar(actual));
}

function compare(actual: unknown, expected: unknown, sign: 1 | -1): boolean {
  const a = toNumber(actual);
  const b = toNumber(expected);
  if (a === null || b === null) return false;
  return sign > 0 ? a > b : a < b;
}

export function testCondition(cond: LinkageCondition, lookup: Lookup): boolean {
  const actual = lookup(cond.field);
  switch (cond.op) {
    case 'eq':
      return equals(actual, cond.value);
    case 'ne':
      return !equals(actual, cond.value);
    case 'in':
      return inList(actual, cond.value);
    case 'notIn':
      return !inList(actual, cond.value);
    case 'empty':
      return isEmptyValue(actual);
    case 'notEmpty':
      return !isEmptyValue(actual);
    case 'gt':
      return compare(actual, cond.value, 1);
    case 'lt':
      return compare(actual, cond.value, -1);
  }
}

export function ruleHolds(rule: Linkage, lookup: Lookup): boolean {
  const conds = conditionsOf(rule);
  return rule.match === 'any' ? conds.some((c) => testCondition(c, lookup)) : conds.every((c) => testCondition(c, lookup));
}

/** A node's own state from its options (hidden/disabled win) and its linkage rules. */
export function nodeState(options: Record<string, unknown>, lookup: Lookup): NodeState {
  let hidden = options.hidden === true || options.hidden === 'true';
  let disabled = options.disabled === true || options.disabled === 'true';
  for (const rule of linkageOf(options)) {
    const holds = ruleHolds(rule, lookup);
    if ((rule.action === 'hide' && holds) || (rule.action === 'show' && !holds)) hidden = true;
    if ((rule.action === 'disable' && holds) || (rule.action === 'enable' && !holds)) disabled = true;
  }
  return { hidden, disabled };
}

export interface StateOptions {
  /** Effective options of a node (the renderer applies setOptions/hide/show overrides here). */
  options?: (node: FormNode) => Record<string, unknown>;
  /** Scope for nodes inside a batch row: row values first, then the top-level lookup. */
  lookup?: Lookup;
}

/**
 * States of every node of a list (not descending into batch columns, which are evaluated per row).
 * A hidden container hides its descendants; a condition reading a hidden field sees an empty value
 * (iterated to a fixed point, so chains of linkage settle).
 */
export function computeStates(
  list: FormNode[],
  values: Record<string, unknown>,
  opts: StateOptions = {},
): Map<string, NodeState> {
  const optionsOf = opts.options ?? ((n: FormNode) => n.options);
  const base: Lookup = opts.lookup ?? ((f) => values[f]);
  let hiddenModels = new Set<string>();
  let states = new Map<string, NodeState>();
  for (let pass = 0; pass < 8; pass++) {
    const blocked = hiddenModels;
    const lookup: Lookup = (f) => (blocked.has(f) ? undefined : base(f));
    const nextHidden = new Set<string>();
    states = new Map();
    const visit = (nodes: FormNode[], parentHidden: boolean, parentDisabled: boolean) => {
      for (const node of nodes) {
        const own = nodeState(optionsOf(node) ?? {}, lookup);
        const state = { hidden: parentHidden || own.hidden, disabled: parentDisabled || own.disabled };
        states.set(node.key, state);
        if (state.hidden && hasModel(node)) nextHidden.add(node.model as string);
        if (node.type !== 'batch') for (const child of childLists(node)) visit(child, state.hidden, state.disabled);
      }
    };
    visit(list, false, false);
    const stable = nextHidden.size === hiddenModels.size && [...nextHidden].every((m) => hiddenModels.has(m));
    hiddenModels = nextHidden;
    if (stable) break;
  }
  return states;
}

/** True when any node in the tree (including batch columns) has linkage rules. */
export function hasAnyLinkage(list: FormNode[]): boolean {
  return list.some((n) => linkageOf(n.options ?? {}).length > 0 || childLists(n).some(hasAnyLinkage));
}
