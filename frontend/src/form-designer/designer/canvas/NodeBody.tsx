import { memo, useCallback } from 'react';
import { getControl } from '../../registry';
import { FieldShell } from '../../renderer/FieldShell';
import type { FormNode } from '../../schema/types';
import { isRequired } from '../../validate/checks';
import { useCanvasLayout } from '../context';
import { BatchView, SelectInputListView, UnknownView } from './ContainerViews';
import { Slot } from './Slot';

const noop = () => undefined;

/**
 * What a control looks like on the canvas: the registry's own renderer in preview mode inside the
 * renderer's item shell, made inert (pointer events off) so that a click selects instead of typing;
 * containers stay live so their child lists are drop zones.
 */
export const NodeBody = memo(function NodeBody({ node }: { node: FormNode }) {
  const { env } = useCanvasLayout();
  const renderList = useCallback(
    (list: FormNode[], slot: string) => <Slot key={slot} owner={node.key} ownerType={node.type} slot={slot} list={list} />,
    [node.key, node.type],
  );
  const def = getControl(node.type);
  if (!def) return <UnknownView node={node} />;
  if (node.type === 'batch') return <BatchView node={node} />;
  if (node.type === 'selectInputList') return <SelectInputListView node={node} />;

  const Render = def.render;
  const value = def.defaultValue ? def.defaultValue(node) : node.options.defaultValue;
  const control = (
    <Render node={node} value={value} onChange={noop} disabled={node.options.disabled === true} env={env} renderList={renderList} />
  );
  if (def.isContainer) return control;
  const inert = <div className="fd-inert">{control}</div>;
  const o = node.options;
  if (o.noFormItem === true) return inert;
  if (def.wrap === 'offset') return <FieldShell noLabel="offset">{inert}</FieldShell>;
  if (def.wrap !== 'label' && def.wrap !== 'showLabel') return inert;
  const showLabel =
    def.wrap === 'showLabel' ? o.showLabel === true || o.showLabel === 'true' : o.showLabel !== false && o.showLabel !== 'false';
  return (
    <FieldShell
      label={showLabel ? node.label : undefined}
      noLabel={def.wrap === 'showLabel' ? 'full' : 'offset'}
      required={isRequired(node)}
      help={typeof node.help === 'string' && node.help !== '' ? node.help : undefined}
    >
      {inert}
    </FieldShell>
  );
});
