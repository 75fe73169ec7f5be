import { DeploymentUnitOutlined, ToolOutlined } from '@ant-design/icons';
import { isValidElement } from 'react';
import type { LoginUser } from '@/api/types';
import { TOKEN_ORIGINS, windowTitle } from './config';
import { iconKey, MENU_ICONS, menuIcon } from './icons';
import { truncateTitle } from './layouts/basic/Logo';
import { activeMenu, appsFromUser } from './session';
import { redirectFromQuery } from './AuthGuard';
import { iframeSrc } from './views/Iframe';

describe('menu icons', () => {
  it('maps antd names in several spellings through the explicit map', () => {
    expect(iconKey('DeploymentUnitOutlined')).toBe('deployment-unit');
    expect(iconKey('deploymentUnit')).toBe('deployment-unit');
    expect(MENU_ICONS['deployment-unit']).toBe(DeploymentUnitOutlined);
    expect(MENU_ICONS.tool).toBe(ToolOutlined);
    for (const name of ['project', 'home', 'tool', 'deployment-unit']) expect(isValidElement(menuIcon(name))).toBe(true);
  });
  it('gives no icon for none, empty or unknown names', () => {
    expect(menuIcon('none')).toBeNull();
    expect(menuIcon(null)).toBeNull();
    expect(menuIcon('no-such-icon')).toBeNull();
  });
});

describe('shell helpers', () => {
  it('builds window titles', () => {
    expect(windowTitle('用户管理')).toBe('用户管理 - 安全综合预警平台');
    expect(windowTitle()).toBe('安全综合预警平台');
  });
  it('truncates the logo title to 10 (or 8) characters with an ellipsis', () => {
    expect(truncateTitle('安全综合预警平台', 10)).toBe('安全综合预警平台');
    expect(truncateTitle('一二三四五六七八九十十一', 10)).toBe('一二三四五六七八九十...');
    expect(truncateTitle('一二三四五六七八九', 8)).toBe('一二三四五六七八...');
  });
  it('appends the token to iframe links asking for it on our origin or an allowed one only', () => {
    const here = window.location.origin;
    expect(iframeSrc('/report/view?token=', 'abc')).toBe('/report/view?token=abc');
    expect(iframeSrc(`${here}/report/view?token=`, 'abc')).toBe(`${here}/report/view?token=abc`);
    // another site gets the page, not the token (none is allowed unless VITE_TOKEN_ORIGINS lists it)
    expect(TOKEN_ORIGINS).toEqual([]);
    expect(iframeSrc('https://attacker.example/?token=', 'abc')).toBe('https://attacker.example/?token=');
    expect(iframeSrc('https://report.example.com/?token=', 'abc', ['https://report.example.com'])).toBe('https://report.example.com/?token=abc');
    expect(iframeSrc('http://x/doc.html', 'abc')).toBe('http://x/doc.html');
  });
  it('shows no iframe for empty, script or data links', () => {
    expect(iframeSrc('', 'abc')).toBe('');
    expect(iframeSrc('javascript:alert(document.domain)//?token=', 'abc')).toBe('');
    expect(iframeSrc(' JavaScript:alert(1)', 'abc')).toBe('');
    expect(iframeSrc('data:text/html,<script>alert(1)</script>', 'abc')).toBe('');
  });
  it('accepts only in-site redirect targets', () => {
    expect(redirectFromQuery('?redirect=%2Fsys%2Fuser%3Fa%3D1')).toBe('/sys/user?a=1');
    expect(redirectFromQuery('?redirect=https://evil.example')).toBeNull();
    expect(redirectFromQuery('?redirect=//evil.example')).toBeNull();
    expect(redirectFromQuery('')).toBeNull();
  });
  it('builds ALL_APPS_MENU from getLoginUser: the active app gets the menus', () => {
    const menus = [{ id: '1', pid: '0', name: 'a', component: null, redirect: null, path: '/a', meta: { title: 'A' } }];
    const apps = appsFromUser({
      apps: [{ code: 'system', name: '系统应用', active: true }, { code: 'site', name: '工地应用', active: false }],
      menus,
    } as unknown as LoginUser);
    expect(apps).toEqual([
      { code: 'system', name: '系统应用', active: true, menu: menus },
      { code: 'site', name: '工地应用', active: false, menu: '' },
    ]);
    expect(activeMenu(apps)).toBe(menus);
    expect(activeMenu([])).toEqual([]);
  });
});
