import { describe, expect, it } from 'vitest';
import type { PlanNode } from '@/api/modules/sitePlan';
import { monthReportDef, type MonthReport } from '../monthReport/index';
import { parentOptions } from './NodeForm';

const node = (id: string, children: PlanNode[] = []): PlanNode => ({
  id, planId: 'p', parentId: '0', name: `节点${id}`, sort: 1, planStart: '2026-01-01', planEnd: '2026-01-10', duration: 10,
  actualStart: null, actualEnd: null, progress: 0, status: 'not_started', statusName: '未开始', keyNode: false,
  responsibleIds: [], responsibleNames: [], location: null, progressNote: null, leaf: !children.length, version: 0, children,
});

describe('parentOptions', () => {
  it('offers every node as a parent except the edited one and its subtree', () => {
    const tree = [node('1', [node('2', [node('3')]), node('4')]), node('5')];
    const flat = (options: ReturnType<typeof parentOptions>): [string, boolean][] =>
      options.flatMap((o) => [[o.value, Boolean(o.disabled)] as [string, boolean], ...flat(o.children)]);
    expect(flat(parentOptions(tree, '2'))).toEqual([['1', false], ['2', true], ['3', true], ['4', false], ['5', false]]);
    expect(flat(parentOptions(tree, undefined)).every(([, disabled]) => !disabled)).toBe(true);
  });
});

describe('month report form', () => {
  it('keeps an entered cumulative figure and leaves a computed one out, so that it keeps following', () => {
    const row = { cumPlanOutput: '1300.00', cumDoneOutput: '1210.00', cumPlanEntered: true, cumDoneEntered: false } as MonthReport;
    const values = monthReportDef.toForm?.(row);
    expect(values?.cumPlanOutput).toBe('1300.00');
    expect(values?.cumDoneOutput).toBeUndefined();
  });
});
