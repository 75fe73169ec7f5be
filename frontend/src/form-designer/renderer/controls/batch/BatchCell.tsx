import type { NodeState } from '../../../linkage/linkage';
// The bare lookup: the registry's index registers the built-ins, which import this cell.
import { getControl } from '../../../registry/registry';
import type { RenderEnv } from '../../../registry/types';
import type { FormNode } from '../../../schema/types';
import { T } from '../../../texts';

type Row = Record<string, unknown>;

const noRender = () => null;

/** One cell of a dynamic-table row: the child control bound to row[child.model], plus its error. */
export function BatchCell(props: {
  node: FormNode;
  row: Row;
  state?: NodeState;
  error?: string;
  disabled: boolean;
  env: RenderEnv;
  onRow: (row: Row) => void;
}) {
  const { node, row, state, error, disabled, env, onRow } = props;
  if (state?.hidden) return null;
  const def = getControl(node.type);
  if (!def) return <span className="kfd-unknown-title">{T.unknownControl(node.type)}</span>;
  const Render = def.render;
  const model = node.model ?? '';
  return (
    <div className={error ? 'kfd-batch-cell kfd-item-error' : 'kfd-batch-cell'}>
      <Render
        node={node}
        value={model ? row[model] : undefined}
        onChange={(v) => model && onRow({ ...row, [model]: v })}
        disabled={disabled || Boolean(state?.disabled)}
        status={error ? 'error' : undefined}
        env={env}
        renderList={noRender}
      />
      {error && <div className="kfd-batch-cell-error">{error}</div>}
    </div>
  );
}
