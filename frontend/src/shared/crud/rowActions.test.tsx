import { render } from '@testing-library/react';
import { rowLinks } from './rowActions';
import type { CrudAction, CrudContext, ResourceDef } from './types';

interface Row { id: string; sysFlag: 'Y' | 'N'; active: 'Y' | 'N' }

const def: ResourceDef<Row> = {
  name: 'sysConfig',
  title: '参数',
  detail: true,
  columns: [],
  canDelete: (row) => row.sysFlag !== 'Y',
  rowActions: [
    { key: 'grant', text: '授权菜单', perm: 'sysConfig:grant', onClick: () => {} },
    { key: 'default', text: '设为默认', show: (row) => row.active !== 'Y', onClick: () => {} },
  ],
};

function links(row: Row, granted: CrudAction[], perms: string[]) {
  const ctx = { def, can: (a: CrudAction) => granted.includes(a) } as unknown as CrudContext<Row>;
  const nodes = rowLinks(row, { ctx, hasPerm: (c) => perms.includes(c), feedback: {} as never, onOpenModal: () => {} });
  const { container, unmount } = render(<div>{nodes}</div>);
  const texts = [...container.querySelectorAll('.ant-typography')].map((e) => e.textContent);
  unmount();
  return texts;
}

describe('row actions', () => {
  it('shows each action only with its permission and when it applies to the row', () => {
    const normal: Row = { id: '1', sysFlag: 'N', active: 'N' };
    expect(links(normal, ['edit', 'delete'], ['sysConfig:grant'])).toEqual(['编辑', '授权菜单', '设为默认', '删除']);
    expect(links(normal, ['edit'], [])).toEqual(['编辑', '设为默认']);
    expect(links({ id: '2', sysFlag: 'Y', active: 'Y' }, ['edit', 'delete'], [])).toEqual(['编辑']);
  });
  it('puts the resource\'s own actions under 更多 when a row would have more than four links', () => {
    const normal: Row = { id: '1', sysFlag: 'N', active: 'N' };
    expect(links(normal, ['detail', 'edit', 'delete'], ['sysConfig:grant']).map((t) => t?.trim())).toEqual(['详情', '编辑', '删除', '更多']);
  });
});
