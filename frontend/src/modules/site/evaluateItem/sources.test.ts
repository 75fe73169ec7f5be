import { describe, expect, it } from 'vitest';
import type { EvaluateItem } from '@/api/modules/manageTool';
import { itemLabel, itemOptions } from './sources';

const item = (id: string, status: number): EvaluateItem => ({
  id, createTime: null, createUser: null, updateTime: null, updateUser: null, version: null, projectId: '1', name: `项${id}`, category: 'safety', categoryName: '安全管理', maxScore: 10, criteria: null, sort: 1, status,
});

describe('evaluate item options', () => {
  it('names the maximum and greys a disabled item', () => {
    expect(itemOptions([item('1', 0), item('2', 1)], itemLabel)).toEqual([
      { value: '1', label: '项1（10分）', disabled: false },
      { value: '2', label: '项2（10分）', disabled: true },
    ]);
  });
});
