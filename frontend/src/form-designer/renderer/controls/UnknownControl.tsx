import { childLists } from '../../schema/tree';
import type { ControlProps } from '../../registry/types';
import { T } from '../../texts';

/** A node whose type has no registered control: shown as a placeholder, kept in the design as is. */
export function UnknownControl({ node, renderList }: ControlProps) {
  const lists = childLists(node);
  return (
    <div className="kfd-unknown" data-type={node.type}>
      <div className="kfd-unknown-title">{T.unknownControl(node.type)}</div>
      {lists.map((list, i) => renderList(list, `unknown.${i}`))}
    </div>
  );
}
