import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { LoginMenu } from '@/api/types';
import { useCurrentProject } from '@/app/currentProject';
import { DEFAULT_LAYOUT, useLayoutSettings } from '@/app/layoutSettings';
import { RouteModelProvider } from '@/app/routeModel';
import { useSession } from '@/app/session';
import { useTabs } from '@/app/tabsStore';
import { registerView } from '@/app/viewRegistry';
import { ContentArea } from './ContentArea';

function FormPage() {
  const [value, setValue] = useState('');
  return <input aria-label="名称" value={value} onChange={(e) => setValue(e.target.value)} />;
}

registerView('test/form', async () => ({ default: FormPage }));
registerView('test/other', async () => ({ default: () => <p>另一页</p> }));
registerView('Console', async () => ({ default: () => <p>控制台</p> }));

const menus: LoginMenu[] = [
  { id: '1', pid: '0', name: 'form', path: '/form', component: 'test/form', redirect: null, meta: { title: '表单' } },
  { id: '2', pid: '0', name: 'other', path: '/other', component: 'test/other', redirect: null, meta: { title: '其他' } },
  { id: '3', pid: '0', name: 'kept', path: '/kept', component: 'test/form', redirect: null, meta: { title: '常驻', keepAlive: true } },
];

let go: (to: string) => void = () => undefined;
let where = '';
function Probe() {
  const navigate = useNavigate();
  go = (to) => act(() => navigate(to));
  where = useLocation().pathname;
  return null;
}

function renderShell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteModelProvider>
        <Probe />
        <ContentArea />
      </RouteModelProvider>
    </MemoryRouter>,
  );
}

describe('ContentArea', () => {
  beforeEach(() => {
    useSession.setState({ menus });
    useTabs.getState().reset();
  });
  afterEach(() => {
    cleanup();
    useLayoutSettings.setState({ ...DEFAULT_LAYOUT });
  });

  it('keeps an open tab mounted with its state when multi-tab is on', async () => {
    useLayoutSettings.setState({ multiTab: true });
    renderShell('/form');
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '塔吊一号' } });
    go('/other');
    expect(await screen.findByText('另一页')).toBeTruthy();
    expect(document.title).toBe('其他 - 安全综合预警平台');
    expect(useTabs.getState().tabs.map((t) => t.title)).toEqual(['表单', '其他']);
    go('/form');
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('塔吊一号');
  });

  it('unmounts the previous page when multi-tab is off', async () => {
    renderShell('/form');
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '塔吊一号' } });
    go('/other');
    await screen.findByText('另一页');
    go('/form');
    expect(((await screen.findByLabelText('名称')) as HTMLInputElement).value).toBe('');
  });

  it('keeps a keepAlive route mounted even with multi-tab off', async () => {
    renderShell('/kept');
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '升降机' } });
    go('/other');
    await screen.findByText('另一页');
    go('/kept');
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('升降机');
  });

  it('mounts the open pages afresh for another project, so they load its data', async () => {
    useLayoutSettings.setState({ multiTab: true });
    const client = new QueryClient();
    renderShell('/form');
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '塔吊一号' } });
    act(() => useCurrentProject.getState().choose('42', client));
    expect(((await screen.findByLabelText('名称')) as HTMLInputElement).value).toBe('');
    act(() => useCurrentProject.getState().choose(null, client));
  });

  it('sends / and unknown paths to the console', async () => {
    renderShell('/nowhere');
    expect(await screen.findByText('控制台')).toBeTruthy();
    expect(where).toBe('/welcome');
    expect(document.title).toBe('首页 - 安全综合预警平台');
    go('/');
    expect(where).toBe('/welcome');
  });
});
