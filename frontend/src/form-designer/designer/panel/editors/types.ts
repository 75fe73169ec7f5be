import type { PropEditor } from '../../../registry/types';
import type { FormNode } from '../../../schema/types';

/** What every property editor receives: its descriptor, the node, the current value and a setter. */
export interface EditorProps<T = unknown> {
  desc: PropEditor;
  node: FormNode;
  value: T;
  onChange: (value: unknown) => void;
  /** Sets another property of the same node (dotted path). */
  update: (path: string, value: unknown) => void;
}
