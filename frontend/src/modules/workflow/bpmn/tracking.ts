/** Pure parts of 流程跟踪: element markers from the tracking ids, and the action timeline. */
import type { TimelineItem } from '@/api/modules/workflow';

export interface TrackingIds {
  finishedNodeIds: string[];
  activeNodeIds: string[];
  finishedFlowIds: string[];
}

/** [element id, marker class]; an active node is marked active even when it also finished before. */
export function trackingMarkers(ids: TrackingIds | undefined): [string, string][] {
  if (!ids) return [];
  const active = new Set(ids.activeNodeIds);
  const out: [string, string][] = [];
  for (const id of new Set(ids.finishedNodeIds)) if (!active.has(id)) out.push([id, 'wf-finished']);
  for (const id of active) out.push([id, 'wf-active']);
  for (const id of new Set(ids.finishedFlowIds)) out.push([id, 'wf-finished']);
  return out;
}

export interface TimelineEntry {
  key: string;
  color: 'green' | 'orange' | 'red' | 'blue' | 'gray';
  title: string;
  who: string;
  time: string;
  comment?: string;
}

const COLORS: Record<string, TimelineEntry['color']> = {
  start: 'blue',
  submit: 'green',
  approve: 'green',
  back: 'orange',
  jump: 'orange',
  end: 'red',
  terminate: 'red',
  withdraw: 'gray',
};

/** Timeline entries, oldest first, with the action's Chinese name and a colour by its kind. */
export function buildTimeline(items: TimelineItem[], actionNames: Record<string, string>): TimelineEntry[] {
  return [...items]
    .map((item, i) => ({ item, i }))
    .sort((a, b) => a.item.time.localeCompare(b.item.time) || a.i - b.i)
    .map(({ item, i }) => {
      const action = actionNames[item.action] ?? item.action;
      return {
        key: `${i}-${item.time}`,
        color: COLORS[item.action] ?? 'blue',
        title: item.node && item.node !== action ? `${item.node} · ${action}` : action,
        who: item.user ?? '',
        time: item.time,
        comment: item.comment ?? undefined,
      };
    });
}
