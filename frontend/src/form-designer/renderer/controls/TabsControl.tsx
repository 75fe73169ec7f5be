import { useEffect, useState } from 'react';
import { Tabs } from 'antd';
import type { ControlProps } from '../../registry/types';
import { walkNodes } from '../../schema/tree';
import type { FormNode } from '../../schema/types';
import { useOptionalRenderer, useOptionalTopic } from '../context';
import type { Reveal } from '../store';
import { bool, num, str } from './util';

const PLACEMENT = { top: 'top', bottom: 'bottom', left: 'start', right: 'end' } as const;

/** Index of the pane whose fields include `model` (a batch counts by its own model), or -1. */
export function paneOf(panes: { list?: FormNode[] }[], model: string): number {
  return panes.findIndex((pane) => {
    let found = false;
    walkNodes(pane.list ?? [], (n) => {
      if (found) return false;
      if (n.model === model) found = true;
      return !found;
    });
    return found;
  });
}

/** 标签页. A failed getData / submit or setErrors switches to the pane holding the first error. */
export function TabsControl({ node, renderList }: ControlProps) {
  const o = node.options;
  const columns = node.columns ?? [];
  const size = str(o.size, 'default');
  const renderer = useOptionalRenderer();
  const store = renderer?.store;
  const reveal = useOptionalTopic<Reveal | null>(store, 'reveal', () => store?.getReveal() ?? null, null);
  const [active, setActive] = useState(() => {
    const i = reveal ? paneOf(columns, reveal.field) : -1;
    return String(Math.max(0, i));
  });
  useEffect(() => {
    if (!reveal) return;
    const i = paneOf(columns, reveal.field);
    if (i >= 0) setActive(String(i));
    // a new reveal (not a change of the panes) moves the tab
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      tabPlacement={PLACEMENT[str(o.tabPosition, 'top') as keyof typeof PLACEMENT] ?? 'top'}
      type={str(o.type) === 'card' ? 'card' : 'line'}
      size={size === 'large' ? 'large' : size === 'small' ? 'small' : 'middle'}
      tabBarGutter={num(o.tabBarGutter)}
      animated={o.animated === undefined ? true : bool(o.animated)}
      items={columns.map((pane, i) => ({
        key: String(i),
        label: str(pane.label),
        forceRender: true,
        children: renderList(pane.list ?? [], `columns.${i}`),
      }))}
    />
  );
}
