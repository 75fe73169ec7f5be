import { useSession } from '@/app/session';
import { fieldsFor } from '@/shared/crud';
import { descendantCount, menuDef, menuToBody, onMenuValuesChange } from './menuDef';
import { MENU_TYPE, OPEN_TYPE } from './texts';

const shownFor = (values: Record<string, unknown>) =>
  fieldsFor(menuDef, 'add').filter((f) => !f.show || f.show(values, 'add')).map((f) => f.key);

describe('menu form rules (B §3.5)', () => {
  it('shows the fields of each menu type', () => {
    expect(shownFor({ type: MENU_TYPE.DIR })).toEqual(['application', 'name', 'code', 'type', 'pid', 'icon', 'router', 'component', 'visible', 'weight', 'sort', 'remark']);
    expect(shownFor({ type: MENU_TYPE.MENU, openType: OPEN_TYPE.COMPONENT })).toContain('openType');
    expect(shownFor({ type: MENU_TYPE.MENU, openType: OPEN_TYPE.COMPONENT })).not.toContain('link');
    expect(shownFor({ type: MENU_TYPE.MENU, openType: OPEN_TYPE.OUTER })).toContain('link');
    expect(shownFor({ type: MENU_TYPE.BUTTON })).toEqual(['application', 'name', 'code', 'type', 'pid', 'permission', 'weight', 'sort', 'remark']);
  });
  afterEach(() => useSession.setState({ adminType: null }));

  it('disables the component unless the menu opens a component', () => {
    useSession.setState({ adminType: 1 });
    const component = menuDef.columns.find((f) => f.key === 'component')!;
    expect(component.disabled?.({ type: MENU_TYPE.MENU, openType: OPEN_TYPE.OUTER }, 'add')).toBe(true);
    expect(component.disabled?.({ type: MENU_TYPE.MENU, openType: OPEN_TYPE.COMPONENT }, 'add')).toBe(false);
    expect(component.disabled?.({ type: MENU_TYPE.DIR }, 'add')).toBe(false);
  });
  it('lets only the super administrator set what a menu grants and where it leads', () => {
    const locked = (adminType: number) => {
      useSession.setState({ adminType });
      const values = { type: MENU_TYPE.MENU, openType: OPEN_TYPE.COMPONENT };
      return menuDef.columns.filter((f) => f.disabled?.(values, 'edit')).map((f) => f.key);
    };
    expect(locked(2)).toEqual(['type', 'router', 'openType', 'component', 'link', 'permission']);
    expect(locked(1)).toEqual([]);
  });
  it('checks the permission format xxx:yyy', () => {
    const rule = menuDef.columns.find((f) => f.key === 'permission')!.rules!.pattern!;
    expect(rule.test('sysUser:page')).toBe(true);
    expect(rule.test('sysUser')).toBe(false);
    expect(rule.test('sys user:page')).toBe(false);
  });
  it('sends what applies to the type and empties the rest', () => {
    expect(menuToBody({ type: MENU_TYPE.BUTTON, name: '新增', permission: 'sysUser:add', router: '/x' })).toMatchObject({
      type: 2, openType: 0, router: null, component: null, icon: null, link: null, permission: 'sysUser:add', visible: 'Y',
    });
    expect(menuToBody({ type: MENU_TYPE.DIR, router: '/sys' })).toMatchObject({ openType: 0, component: 'PageView', permission: null, link: null });
    expect(menuToBody({ type: MENU_TYPE.MENU, openType: OPEN_TYPE.INNER, link: 'https://a.b' })).toMatchObject({ component: 'Iframe', link: 'https://a.b' });
    expect(menuToBody({ type: MENU_TYPE.MENU, openType: OPEN_TYPE.OUTER, link: 'https://a.b', component: 'x' })).toMatchObject({ component: null });
    expect(menuToBody({ type: MENU_TYPE.MENU, openType: OPEN_TYPE.COMPONENT, component: 'system/user/index', link: 'x' })).toMatchObject({ link: null });
  });
  it('sets the component an open type implies', () => {
    const set: Record<string, unknown> = {};
    const form = { setFieldValue: (k: string, v: unknown) => { set[k] = v; } } as never;
    onMenuValuesChange({ openType: OPEN_TYPE.INNER }, { openType: OPEN_TYPE.INNER }, form);
    expect(set.component).toBe('Iframe');
    onMenuValuesChange({ openType: OPEN_TYPE.COMPONENT }, { openType: 1, component: 'Iframe' }, form);
    expect(set.component).toBeUndefined();
    onMenuValuesChange({ application: 'system_tool' }, {}, form);
    expect(set.pid).toBe('0');
  });
  it('counts descendants for the delete confirm', () => {
    const row = { children: [{ children: [{}, {}] }, {}] };
    expect(descendantCount(row)).toBe(4);
    expect(menuDef.deleteConfirm?.({ children: [] } as never)).toBeUndefined();
    expect(menuDef.deleteConfirm?.(row as never)).toBe('该菜单下的 4 个下级菜单和按钮将一并删除。');
  });
});
