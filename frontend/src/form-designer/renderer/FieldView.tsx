import { memo, useCallback } from 'react';
import type { ControlDef } from '../registry/types';
import type { FormNode } from '../schema/types';
import { isRequired } from '../validate/checks';
import { useRenderer, useTopic } from './context';
import { FieldShell } from './FieldShell';

/** One data field: subscribes to its own value and error only. */
export const FieldView = memo(function FieldView({ node, def, disabled }: { node: FormNode; def: ControlDef; disabled: boolean }) {
  const { store, env, renderList, idPrefix = '' } = useRenderer();
  const model = node.model as string;
  const id = idPrefix + model;
  const value = useTopic(store, `v:${model}`, () => store.getValue(model));
  const error = useTopic(store, `e:${model}`, () => store.getError(model));
  const onChange = useCallback((v: unknown) => store.setValue(model, v), [store, model]);
  const Render = def.render;
  const control = (
    <Render
      node={node}
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      status={error ? 'error' : undefined}
      env={env}
      renderList={renderList}
    />
  );
  const o = node.options;
  if (o.noFormItem === true) return control;
  const showLabelOpt = o.showLabel === true || o.showLabel === 'true';
  const showLabel = def.wrap === 'showLabel' ? showLabelOpt : o.showLabel !== false && o.showLabel !== 'false';
  return (
    <FieldShell
      label={showLabel ? node.label : undefined}
      noLabel={def.wrap === 'showLabel' ? 'full' : 'offset'}
      htmlFor={id}
      required={isRequired(node)}
      help={typeof node.help === 'string' && node.help !== '' ? node.help : undefined}
      error={error}
    >
      {control}
    </FieldShell>
  );
});
