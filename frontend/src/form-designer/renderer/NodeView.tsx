import { memo, type ReactNode } from 'react';
import { getControl } from '../registry';
import type { ControlDef } from '../registry/types';
import { hasModel, type FormNode } from '../schema/types';
import { useRenderer, useTopic } from './context';
import { FieldShell } from './FieldShell';
import { FieldView } from './FieldView';
import { UnknownControl } from './controls/UnknownControl';

const noop = () => undefined;

/** renderList for the renderer: a memoised list of node views. */
export const renderList = (list: FormNode[], slot: string): ReactNode => <NodeList key={slot} list={list} />;

export const NodeList = memo(function NodeList({ list }: { list: FormNode[] }) {
  return (
    <>
      {list.map((node, i) => (
        <NodeView key={node.key ?? i} node={node} />
      ))}
    </>
  );
});

export const NodeView = memo(function NodeView({ node }: { node: FormNode }) {
  const { store, env } = useRenderer();
  const state = useTopic(store, `s:${node.key}`, () => store.getState(node.key));
  if (state.hidden) return null;
  const def = getControl(node.type);
  if (!def) return <UnknownControl node={node} value={undefined} onChange={noop} disabled env={env} renderList={renderList} />;
  const disabled = env.disabled || state.disabled;
  if (def.hasModel && hasModel(node)) return <FieldView node={node} def={def} disabled={disabled} />;
  return <StaticView node={node} def={def} disabled={disabled} />;
});

function StaticView({ node, def, disabled }: { node: FormNode; def: ControlDef; disabled: boolean }) {
  const { env } = useRenderer();
  const Render = def.render;
  const content = <Render node={node} value={undefined} onChange={noop} disabled={disabled} env={env} renderList={renderList} />;
  if (def.wrap === 'offset') return <FieldShell noLabel="offset">{content}</FieldShell>;
  return content;
}
