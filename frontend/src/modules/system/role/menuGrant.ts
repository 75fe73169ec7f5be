/** Which menu ids a role is granted from the checked leaves of the grant trees (pure, tested). */

export interface GrantNode {
  value: string;
  children?: GrantNode[] | null;
}

/** Values of the nodes without children. */
export function leafValues(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leafValues(n.children) : [n.value]));
}

export function allValues(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((n) => [n.value, ...allValues(n.children ?? [])]);
}

function findNode(nodes: readonly GrantNode[], value: string): GrantNode | undefined {
  for (const n of nodes) {
    if (n.value === value) return n;
    const hit = findNode(n.children ?? [], value);
    if (hit) return hit;
  }
  return undefined;
}

/** Clicking a node's title: checks all leaves under it, or unchecks them when all are checked. */
export function toggleNode(tree: readonly GrantNode[], checked: readonly string[], value: string): string[] {
  const node = findNode(tree, value);
  if (!node) return [...checked];
  const leaves = leafValues([node]);
  const set = new Set(checked);
  const all = leaves.every((l) => set.has(l));
  for (const l of leaves) {
    if (all) set.delete(l);
    else set.add(l);
  }
  return [...set];
}

/** The checked leaves of a role's menus: a stored parent id alone must not check all its children. */
export function initialChecked(trees: readonly GrantNode[][], own: readonly string[]): string[] {
  const ownSet = new Set(own);
  return trees.flatMap(leafValues).filter((v) => ownSet.has(v));
}

function withAncestors(nodes: readonly GrantNode[], checked: ReadonlySet<string>, out: Set<string>): boolean {
  let any = false;
  for (const n of nodes) {
    const below = n.children?.length ? withAncestors(n.children, checked, out) : false;
    if (below || checked.has(n.value)) {
      out.add(n.value);
      any = true;
    }
  }
  return any;
}

/**
 * The grant list: checked leaves plus every ancestor of a checked node (checked + half-checked, as
 * Snowy sends), plus the role's own ids that none of the trees shows (kept untouched).
 */
export function grantedMenuIds(trees: readonly GrantNode[][], checked: readonly string[], own: readonly string[]): string[] {
  const out = new Set<string>();
  const checkedSet = new Set(checked);
  for (const tree of trees) withAncestors(tree, checkedSet, out);
  const shown = new Set(trees.flatMap(allValues));
  for (const id of own) if (!shown.has(id)) out.add(id);
  return [...out];
}
