import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { LoginTabs } from './LoginTabs';

const ITEMS = [
  { key: 'account', label: '账号密码登录' },
  { key: 'mobile', label: '手机号登录' },
] as const;

function Harness() {
  const [tab, setTab] = useState<'account' | 'mobile'>('account');
  return (
    <>
      <LoginTabs items={ITEMS} activeKey={tab} onChange={setTab} />
      <div>now {tab}</div>
    </>
  );
}

describe('LoginTabs', () => {
  it('is a tab list: click, arrow keys and the selected state', () => {
    render(<Harness />);
    const [account, mobile] = screen.getAllByRole('tab');
    expect(account.getAttribute('aria-selected')).toBe('true');
    expect(mobile.getAttribute('aria-selected')).toBe('false');
    expect(account.tabIndex).toBe(0);

    fireEvent.click(screen.getByText('手机号登录'));
    expect(screen.getByText('now mobile')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '手机号登录' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(screen.getByRole('tab', { name: '手机号登录' }), { key: 'ArrowRight' });
    expect(screen.getByText('now account')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '账号密码登录' }));
  });
});
