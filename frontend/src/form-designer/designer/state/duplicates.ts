import { walkNodes } from '../../schema/tree';
import type { FormNode } from '../../schema/types';

export interface Duplicates {
  /** Data field names used by more than one node. */
  models: Set<string>;
  /** Keys of the nodes that share their data field with another node. */
  keys: Set<string>;
}

/**
 * Finds data field (model) names used more than once. Fields inside a dynamic table (batch) are
 * scoped to its rows, so they are compared only with the other columns of the same batch; the
 * batch itself counts as a top-level field.
 */
export function findDuplicates(list: FormNode[]): Duplicates {
  const cached = cache.get(list);
  if (cached) return cached;
  const result: Duplicates = { models: new Set(), keys: new Set() };
  const scan = (nodes: FormNode[]) => {
    const byModel = new Map<string, string[]>();
    walkNodes(nodes, (node) => {
      if (typeof node.model === 'string' && node.model !== '') {
        const keys = byModel.get(node.model) ?? [];
        keys.push(node.key);
        byModel.set(node.model, keys);
      }
      if (node.type === 'batch') {
        scan(node.list ?? []);
        return false;
      }
      return true;
    });
    for (const [model, keys] of byModel) {
      if (keys.length < 2) continue;
      result.models.add(model);
      keys.forEach((k) => result.keys.add(k));
    }
  };
  scan(list);
  cache.set(list, result);
  return result;
}

/** Designs are immutable: the answer for a list never changes (the panel asks on every store update). */
const cache = new WeakMap<FormNode[], Duplicates>();
