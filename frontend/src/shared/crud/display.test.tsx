import { render, screen } from '@testing-library/react';
import { KEYS, storage } from '@/shared/utils/storage';
import { displayText, fieldOptions, findTreeNode, tableColumns } from './display';
import type { CrudContext, ResourceDef } from './types';

const tree = [
  { id: '1', pid: '0', code: 'sex', name: '性别', children: [{ code: '1', name: '男' }, { code: '2', name: '女' }] },
  { id: '2', pid: '0', code: 'yes_or_no', name: '是否', children: [{ code: 'Y', name: '是' }, { code: 'N', name: '否' }] },
];

beforeEach(() => storage.set(KEYS.DICT_TYPE_TREE_DATA, tree));
afterEach(() => window.localStorage.clear());

describe('displayText', () => {
  it('shows dictionary labels, option labels, 是/否 and - for empty', () => {
    expect(displayText({ key: 'sex', title: '性别', type: 'dict', dictCode: 'sex' }, 2)).toBe('女');
    expect(displayText({ key: 's', title: 's', type: 'radio', dictCode: 'yes_or_no' }, 'Y')).toBe('是');
    expect(displayText({ key: 'o', title: 'o', type: 'select', options: [{ value: 1, label: '一' }] }, 1)).toBe('一');
    expect(displayText({ key: 'v', title: 'v', type: 'switch', switchValues: ['Y', 'N'] }, 'N')).toBe('否');
    expect(displayText({ key: 'n', title: 'n' }, null)).toBe('-');
    expect(displayText({ key: 'm', title: 'm', type: 'select', options: [{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }] }, ['a', 'b'])).toBe('甲、乙');
  });
  it('gives numeric dictionary options when the stored value is a number', () => {
    expect(fieldOptions({ key: 'sex', title: '性别', dictCode: 'sex', numeric: true })).toEqual([{ value: 1, label: '男' }, { value: 2, label: '女' }]);
  });
});

describe('findTreeNode', () => {
  it('finds nested nodes by value', () => {
    const nodes = [{ value: '1', title: 'a', children: [{ value: '2', title: 'b' }] }];
    expect(findTreeNode(nodes, '2')?.title).toBe('b');
    expect(findTreeNode(nodes, '3')).toBeUndefined();
  });
});

describe('tableColumns', () => {
  interface Row { id: string; name: string; sex: number; emp: { org: string } }
  const def: ResourceDef<Row> = {
    name: 'sysUser',
    title: '用户',
    columns: [
      { key: 'name', title: '姓名', sorter: true },
      { key: 'sex', title: '性别', type: 'dict', dictCode: 'sex' },
      { key: 'emp.org', title: '机构' },
      { key: 'secret', title: '密码', inTable: false },
      { key: 'custom', title: '自定义', render: (_v, row) => <b>{row.name}!</b> },
    ],
  };
  const ctx = { def } as CrudContext<Row>;
  it('has one column per table field with the field renderers, minus hidden ones', () => {
    const cols = tableColumns(def, ctx, new Set(['custom']));
    expect(cols.map((c) => c.title)).toEqual(['姓名', '性别', '机构']);
    expect(cols[0].sorter).toBe(true);
    const row = { id: '1', name: '张三', sex: 1, emp: { org: '总部' } };
    render(<div>{cols.map((c) => <span key={String(c.key)}>{c.render?.(undefined, row, 0) as React.ReactNode}</span>)}</div>);
    expect(screen.getByText('男')).toBeTruthy();
    expect(screen.getByText('总部')).toBeTruthy();
    const custom = tableColumns(def, ctx).at(-1)!;
    render(<>{custom.render?.(undefined, row, 0) as React.ReactNode}</>);
    expect(screen.getByText('张三!')).toBeTruthy();
  });
});
