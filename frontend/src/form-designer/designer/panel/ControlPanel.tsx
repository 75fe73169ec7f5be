import type { ReactNode } from 'react';
import { Alert, Checkbox, Empty } from 'antd';
import { getControl } from '../../registry';
import type { PropEditor } from '../../registry/types';
import type { FormNode } from '../../schema/types';
import { useDesign, useDesigner } from '../context';
import { useValueAfterPaint } from '../hooks/useValueAfterPaint';
import { findDuplicates } from '../state/duplicates';
import { getIn, locate } from '../state/treeOps';
import { D } from '../texts';
import { EDITORS } from './editors';
import { PropField } from './PropField';

type Block = { kind: 'single'; desc: PropEditor } | { kind: 'group'; title: string; descs: PropEditor[] };

/** Editors in descriptor order; editors sharing a group (操作属性) become one block of check boxes. */
export function blocksOf(props: PropEditor[], node: FormNode, hideModel: boolean): Block[] {
  const blocks: Block[] = [];
  for (const desc of props) {
    if (desc.when && !desc.when(node)) continue;
    if (hideModel && desc.path === 'model') continue;
    if (desc.group && desc.editor === 'switch') {
      const existing = blocks.find((b): b is Extract<Block, { kind: 'group' }> => b.kind === 'group' && b.title === desc.group);
      if (existing) existing.descs.push(desc);
      else blocks.push({ kind: 'group', title: desc.group, descs: [desc] });
    } else blocks.push({ kind: 'single', desc });
  }
  return blocks;
}

/**
 * 控件属性设置: the registry's property descriptors of the selected control, as editors.
 * The panel follows the selection after the next paint (the canvas shows the new selection first,
 * the panel catches up right after), and it re-renders only when the selected node itself changes,
 * not on edits elsewhere in the design.
 */
export function ControlPanel() {
  const selectedKey = useValueAfterPaint(useDesign((s) => s.selectedKey));
  const node = useDesign((s) => (selectedKey ? locate(s.history.present.list, selectedKey)?.node : undefined));
  if (!node) return <Empty className="fd-panel-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={D.noSelection} />;
  return <NodeProps node={node} />;
}

function NodeProps({ node }: { node: FormNode }) {
  const { store, hideModel } = useDesigner();
  const duplicate = useDesign((s) => typeof node.model === 'string' && findDuplicates(s.history.present.list).keys.has(node.key));
  const def = getControl(node.type);
  const update = (path: string, value: unknown) => store.getState().updateNode(node.key, path, value);

  if (!def)
    return (
      <div className="fd-panel-body">
        <Alert type="warning" showIcon title={`${node.type}：${D.unknownType}`} />
      </div>
    );

  const render = (block: Block): ReactNode => {
    if (block.kind === 'group')
      return (
        <PropField key={`group:${block.title}`} label={block.title}>
          <div className="fd-checks">
            {block.descs.map((d) => {
              const v = getIn(node, d.path);
              return (
                <Checkbox key={d.path} checked={v === true || v === 'true'} onChange={(e) => update(d.path, e.target.checked)}>
                  {d.label}
                </Checkbox>
              );
            })}
          </div>
        </PropField>
      );
    const { desc } = block;
    const Editor = EDITORS[desc.editor];
    return (
      <PropField
        key={desc.path}
        label={desc.label}
        tooltip={desc.tooltip}
        warning={desc.path === 'model' && duplicate ? D.duplicateModel : undefined}
      >
        {Editor ? (
          <Editor
            // editors keep no state across controls, except the JSON draft
            key={desc.editor === 'json' ? node.key : undefined}
            desc={desc}
            node={node}
            value={getIn(node, desc.path)}
            onChange={(v) => update(desc.path, v)}
            update={update}
          />
        ) : null}
      </PropField>
    );
  };

  return (
    <div className="fd-panel-body">
      <div className="fd-panel-type">
        {def.icon}
        <span className="fd-panel-type-name">{def.label}</span>
        <code>{node.key}</code>
      </div>
      <div className="fd-props-form">{blocksOf(def.props, node, hideModel).map(render)}</div>
      {node.type === 'table' && <Alert type="info" showIcon title={D.tableHint} />}
    </div>
  );
}
