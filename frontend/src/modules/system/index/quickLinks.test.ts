import type { LoginMenu } from '@/api/types';
import { buildRouteTree } from '@/app/menuRoutes';
import { pathOfComponent, quickLinkGroups } from './quickLinks';

const menu = (id: string, pid: string, title: string, path: string, component: string, extra: Partial<LoginMenu['meta']> = {}): LoginMenu => ({
  id, pid, name: `m${id}`, path, component, redirect: null, meta: { title, show: true, ...extra },
});

describe('quickLinkGroups', () => {
  it('groups pages under their top-level entry and skips hidden ones', () => {
    const tree = buildRouteTree([
      menu('1', '0', '组织架构', '/org', 'PageView'),
      menu('2', '1', '用户管理', '/mgr_user', 'system/user/index'),
      menu('3', '1', '机构管理', '/org_mgr', 'system/org/index'),
      menu('4', '1', '隐藏页', '/hidden', 'system/x/index', { show: false }),
      menu('5', '0', '服务监控', '/machine', 'system/machine/index'),
      menu('6', '0', '空分组', '/empty', 'RouteView'),
    ]);
    expect(quickLinkGroups(tree)).toEqual([
      { title: '组织架构', links: [
        { path: '/mgr_user', title: '用户管理', external: false },
        { path: '/org_mgr', title: '机构管理', external: false },
      ] },
      { title: null, links: [{ path: '/machine', title: '服务监控', external: false }] },
    ]);
  });

  it('unwraps a root entry at "/" and keeps external links', () => {
    const tree = buildRouteTree([
      menu('1', '0', '主控面板', '/', 'RouteView'),
      menu('2', '1', '日志管理', '/log', 'PageView'),
      menu('3', '2', '访问日志', '/vislog', 'system/log/vislog/index'),
      menu('4', '1', '接口文档', 'https://docs.example/api', 'Iframe', { target: '_blank', link: 'https://docs.example/api' }),
    ]);
    expect(quickLinkGroups(tree)).toEqual([
      { title: '日志管理', links: [{ path: '/vislog', title: '访问日志', external: false }] },
      { title: null, links: [{ path: 'https://docs.example/api', title: '接口文档', external: true }] },
    ]);
  });

  it('is empty without menus', () => {
    expect(quickLinkGroups([])).toEqual([]);
  });
});

describe('pathOfComponent', () => {
  it('finds the route path of a page component', () => {
    const menus = [menu('1', '0', '项目管理', '/project', 'PageView'), menu('2', '1', '我的项目', '/project/mine', 'site/project/mine')];
    expect(pathOfComponent(menus, 'site/project/mine')).toBe('/project/mine');
    expect(pathOfComponent(menus, 'system/user/index')).toBeNull();
  });
});
