import { buildPathIndex, buildRouteTree } from '@/app/menuRoutes';
import type { LoginMenu } from '@/api/types';
import { routeOptions } from './routes';

const menu = (id: string, pid: string, name: string, path: string, component: string, extra: Partial<LoginMenu> = {}): LoginMenu =>
  ({ id, pid, name, path, component, redirect: null, hidden: false, meta: { title: name, icon: null, show: true, target: null, link: null }, ...extra }) as LoginMenu;

describe('routeOptions', () => {
  it('lists the pages of the menu with their trail, not groups or hidden routes', () => {
    const tree = buildRouteTree([
      menu('1', '0', '主控面板', '/dashboard', 'RouteView'),
      menu('2', '1', '工作台', '/workplace', 'system/dashboard/Workplace'),
      menu('3', '0', '开发管理', '/tools', 'PageView'),
      menu('4', '3', '接口文档', '/swagger', 'Iframe', { meta: { title: '接口文档', icon: null, show: true, target: null, link: '/api/docs' } } as Partial<LoginMenu>),
      menu('5', '3', '隐藏页', '/hidden', 'system/x/index', { meta: { title: '隐藏页', icon: null, show: false, target: null, link: null } } as Partial<LoginMenu>),
      menu('6', '3', '数据库信息', '/databaseInfo', 'system/databaseInfo/index'),
    ]);
    expect(routeOptions(buildPathIndex(tree))).toEqual([
      { value: '/workplace', label: '主控面板 / 工作台' },
      { value: '/swagger', label: '开发管理 / 接口文档' },
      { value: '/databaseInfo', label: '开发管理 / 数据库信息' },
    ]);
  });
});
