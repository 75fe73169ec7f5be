import { describe, expect, it } from 'vitest';
import { headcountText } from './HeadcountInput';

describe('headcountText', () => {
  it('lists each trade with its people, as the export does', () => {
    const rows = [
      { workType: '02', workTypeName: '钢筋工', count: 18 },
      { workType: '01', workTypeName: '木工', count: 12 },
    ];
    expect(headcountText(rows)).toBe('钢筋工18人，木工12人');
  });

  it('shows a dash for a journal without trades', () => {
    expect(headcountText([])).toBe('-');
    expect(headcountText(null)).toBe('-');
  });
});
