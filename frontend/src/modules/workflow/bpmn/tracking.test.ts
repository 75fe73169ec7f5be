import { describe, expect, it } from 'vitest';
import { T } from '../texts';
import type { TimelineItem } from '@/api/modules/workflow';
import { buildTimeline, trackingMarkers } from './tracking';

const item = (e: Pick<TimelineItem, 'action' | 'time'> & Partial<TimelineItem>): TimelineItem => ({
  node: null, nodeId: null, user: null, userId: null, comment: null, ...e,
});

describe('tracking', () => {
  it('marks finished nodes and flows green and active nodes orange; active wins over finished', () => {
    expect(trackingMarkers({ finishedNodeIds: ['start', 'dept', 'mgr'], activeNodeIds: ['mgr'], finishedFlowIds: ['f1', 'f1'] })).toEqual([
      ['start', 'wf-finished'],
      ['dept', 'wf-finished'],
      ['mgr', 'wf-active'],
      ['f1', 'wf-finished'],
    ]);
    expect(trackingMarkers(undefined)).toEqual([]);
  });

  it('builds the timeline oldest first with Chinese action names, keeping the order of equal times', () => {
    const out = buildTimeline(
      [
        item({ node: '经理会签', user: '王五', action: 'addSign', comment: '请李四也看看', time: '2026-11-25 10:05:00' }),
        item({ node: null, user: '张三', action: 'start', time: '2026-11-25 10:00:00' }),
        item({ node: '部门负责人', user: '李四', action: 'submit', comment: '同意', time: '2026-11-25 10:01:00' }),
        item({ node: '部门负责人', user: '李四', action: 'back', time: '2026-11-25 10:01:00' }),
        item({ node: '经理会签', user: '王五', action: 'somethingNew', time: '2026-11-25 10:06:00' }),
      ],
      T.actions,
    );
    expect(out.map((e) => e.title)).toEqual(['发起', '部门负责人 · 提交', '部门负责人 · 退回', '经理会签 · 加签', '经理会签 · somethingNew']);
    expect(out.map((e) => e.color)).toEqual(['blue', 'green', 'orange', 'blue', 'blue']);
    expect(out[1]).toMatchObject({ who: '李四', comment: '同意' });
    // the start node named like its action reads once
    expect(buildTimeline([item({ node: '发起', action: 'start', time: '2026-11-25 10:00:00' })], T.actions)[0].title).toBe('发起');
  });
});
