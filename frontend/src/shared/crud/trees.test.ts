import { filterTree } from './TreeSidebarLayout';
import { parentKeys, pruneEmptyChildren } from './TreeCrudPage';

describe('tree helpers', () => {
  const rows = [
    { id: '1', name: '系统', children: [{ id: '2', name: '用户', children: [] }, { id: '3', name: '角色', children: [{ id: '4', name: '新增', children: [] }] }] },
    { id: '5', name: '首页', children: [] },
  ];
  it('drops empty children so leaves have no expand button', () => {
    const pruned = pruneEmptyChildren(rows);
    expect(pruned[1]).toEqual({ id: '5', name: '首页' });
    expect(pruned[0].children?.[0]).toEqual({ id: '2', name: '用户' });
    expect(parentKeys(pruned, 'id')).toEqual(['1', '3']);
  });
  it('filters a tree by title, keeping ancestors', () => {
    const nodes = [{ value: 'a', title: '华夏集团', children: [{ value: 'b', title: '北京分公司' }, { value: 'c', title: '成都分公司', children: [{ value: 'd', title: '市场部' }] }] }];
    expect(filterTree(nodes, '市场')).toEqual([{ value: 'a', title: '华夏集团', children: [{ value: 'c', title: '成都分公司', children: [{ value: 'd', title: '市场部', children: [] }] }] }]);
    expect(filterTree(nodes, ' ')).toHaveLength(1);
    expect(filterTree(nodes, '上海')).toEqual([]);
  });
});
