import type { CrudAction, CrudContext, ResourceDef } from '@/shared/crud';
import { rowActionSpecs } from '@/shared/crud/rowActions';
import { orgDef } from './org/index';
import { posDef } from './pos/index';

/** Someone granted only 查询 + 详情 on 机构管理 / 职位管理 gets exactly a 详情 link on each row. */
describe.each([
  ['机构', orgDef as ResourceDef<object>],
  ['职位', posDef as ResourceDef<object>],
])('%s: read-only rows', (_name, def) => {
  it('offers 详情 and nothing else', () => {
    const ctx = { def, can: (a: CrudAction) => a === 'page' || a === 'detail' } as unknown as CrudContext<object>;
    const { core, own, remove } = rowActionSpecs({ id: '1' }, { ctx, hasPerm: () => false, feedback: {} as never, onOpenModal: () => {} });
    expect([...core, ...own].map((s) => s.text)).toEqual(['详情']);
    expect(remove).toBeNull();
  });
});
