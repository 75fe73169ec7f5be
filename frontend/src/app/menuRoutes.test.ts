import type { LoginMenu } from '@/api/types';
import {
  breadcrumbOf,
  buildMenuItems,
  buildPathIndex,
  buildRouteTree,
  joinPath,
  menuKeysFor,
  normaliseLookupPath,
  redirectTarget,
} from './menuRoutes';
import { STATIC_MENUS } from './staticRoutes';

const menu = (over: Partial<LoginMenu> & { id: string; name: string }): LoginMenu => ({
  pid: '0',
  component: null,
  redirect: null,
  path: null,
  hidden: false,
  ...over,
  meta: { title: over.name, icon: null, show: true, target: null, link: null, ...over.meta },
});

const MENUS: LoginMenu[] = [
  menu({ id: '1', name: 'sys_org', path: '/sys', component: 'PageView', meta: { title: '组织架构', icon: 'team' } }),
  menu({ id: '11', pid: '1', name: 'sys_user_mgr', path: '/mgr_user', component: 'system/user/index', meta: { title: '用户管理' } }),
  menu({ id: '12', pid: '1', name: 'sys_pos_mgr', component: 'system/pos/index', meta: { title: '职位管理' } }),
  menu({ id: '13', pid: '1', name: 'sys_user_detail', path: '/mgr_user/detail', component: 'system/user/detail', meta: { title: '用户详情', show: false } }),
  menu({ id: '2', name: 'tools', path: '/tools', component: 'RouteView', meta: { title: '开发管理', icon: 'none' } }),
  menu({ id: '21', pid: '2', name: 'swagger', path: '/swagger', component: 'Iframe', meta: { title: '接口文档', link: 'http://x/doc.html' } }),
  menu({ id: '22', pid: '2', name: 'site', path: 'https://example.com//a', meta: { title: '官网', target: '_blank', link: 'https://example.com//a' } }),
  menu({ id: '3', name: 'project', path: '/project', component: 'PageView', meta: { title: '项目', icon: 'project', hideChildren: true } }),
  menu({ id: '31', pid: '3', name: 'mine', component: 'site/project/mine', meta: { title: '我的项目' } }),
  menu({ id: '99', pid: '404404', name: 'orphan', path: '/orphan', component: 'x', meta: { title: '孤儿' } }),
];

describe('joinPath', () => {
  it('collapses double slashes unless the path is a URL', () => {
    expect(joinPath('/', 'a')).toBe('/a');
    expect(joinPath('', 'a')).toBe('/a');
    expect(joinPath('/sys/', 'user')).toBe('/sys/user');
    expect(joinPath('http://h//x', 'y')).toBe('http://h//x/y');
  });
});

describe('buildRouteTree', () => {
  const tree = buildRouteTree(MENUS);

  it('nests by pid from the "0" root and drops orphans', () => {
    expect(tree.map((n) => n.key)).toEqual(['sys_org', 'tools', 'project']);
    expect(tree[0].children.map((n) => n.name)).toEqual(['sys_user_mgr', 'sys_pos_mgr', 'sys_user_detail']);
  });

  it('uses the given path or <parent>/<key>', () => {
    expect(tree[0].children[0].path).toBe('/mgr_user');
    expect(tree[0].children[1].path).toBe('/sys/sys_pos_mgr');
    expect(tree[2].children[0].path).toBe('/project/mine');
    expect(tree[1].children[1].path).toBe('https://example.com//a');
  });

  it('maps meta, hidden and hideChildrenInMenu', () => {
    const detail = tree[0].children[2];
    expect(detail.hidden).toBe(true);
    expect(detail.meta.show).toBe(false);
    expect(tree[2].hideChildrenInMenu).toBe(true);
    expect(tree[1].children[0].meta.link).toBe('http://x/doc.html');
    expect(tree[0].meta).toMatchObject({ title: '组织架构', icon: 'team', keepAlive: false, hiddenHeaderContent: false });
  });

  it('records the ancestors for breadcrumbs', () => {
    expect(breadcrumbOf(tree[0].children[0])).toEqual([
      { path: '/sys', title: '组织架构' },
      { path: '/mgr_user', title: '用户管理' },
    ]);
  });

  it('keeps numeric-looking ids as strings and tolerates missing meta fields', () => {
    const t = buildRouteTree([{ id: '5', pid: '0', name: 'x', component: null, redirect: null, path: null, meta: { title: 'X' } }]);
    expect(t[0].path).toBe('/x');
    expect(t[0].hidden).toBe(false);
  });
});

describe('buildMenuItems', () => {
  const items = buildMenuItems(buildRouteTree(MENUS));

  it('skips hidden items and gives no submenu under hideChildrenInMenu', () => {
    expect(items[0].children?.map((i) => i.title)).toEqual(['用户管理', '职位管理']);
    expect(items[2].children).toBeUndefined();
  });

  it('makes targets external anchors and drops the "none" icon', () => {
    expect(items[1].icon).toBeNull();
    expect(items[0].icon).toBe('team');
    expect(items[1].children?.[1]).toMatchObject({ title: '官网', external: { href: 'https://example.com//a', target: '_blank' } });
    expect(items[1].children?.[0].external).toBeUndefined();
  });

  it('never links a menu to a script or data address', () => {
    const bad = [
      menu({ id: '5', name: 'outer', path: 'javascript:alert(document.domain)', meta: { title: '外链', target: '_blank', link: 'javascript:alert(document.domain)' } }),
      menu({ id: '6', name: 'data', path: 'data:text/html,x', meta: { title: '数据', target: '_blank', link: 'data:text/html,x' } }),
      menu({ id: '7', name: 'page', path: ' javascript:alert(1)', component: 'system/user/index', meta: { title: '页面' } }),
    ];
    const made = buildMenuItems(buildRouteTree(bad));
    expect(made.map((i) => [i.key, i.external?.href])).toEqual([
      ['/outer', 'about:blank'],
      ['/data', 'about:blank'],
      ['/page', undefined],
    ]);
  });

  it('hides every static personal route', () => {
    expect(buildMenuItems(buildRouteTree(STATIC_MENUS))).toEqual([]);
  });
});

describe('buildPathIndex and look-ups', () => {
  const index = buildPathIndex(buildRouteTree([...MENUS, ...STATIC_MENUS]));

  it('indexes routable nodes by absolute path, not external links', () => {
    expect(index.get('/mgr_user')?.name).toBe('sys_user_mgr');
    expect(index.get('/welcome')?.meta.title).toBe('首页');
    expect(index.get('/account/settings/custom')?.meta.title).toBe('个性化设置');
    expect([...index.keys()].some((k) => k.startsWith('http'))).toBe(false);
  });

  it('redirects groups to their redirect or first child', () => {
    expect(redirectTarget(index.get('/sys')!)).toBe('/mgr_user');
    expect(redirectTarget(index.get('/account/settings')!)).toBe('/account/settings/base');
    expect(redirectTarget(index.get('/mgr_user')!)).toBeNull();
  });

  it('selects the nearest visible menu item', () => {
    expect(menuKeysFor(index.get('/mgr_user'))).toEqual({ selected: ['/mgr_user'], open: ['/sys'] });
    expect(menuKeysFor(index.get('/mgr_user/detail'))).toEqual({ selected: ['/sys'], open: [] });
    expect(menuKeysFor(index.get('/project/mine'))).toEqual({ selected: ['/project'], open: [] });
    expect(menuKeysFor(index.get('/account/center'))).toEqual({ selected: [], open: [] });
    expect(menuKeysFor(undefined)).toEqual({ selected: [], open: [] });
  });

  it('normalises look-up paths', () => {
    expect(normaliseLookupPath('/a//b/')).toBe('/a/b');
    expect(normaliseLookupPath('/')).toBe('/');
  });
});
