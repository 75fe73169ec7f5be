import { act, fireEvent, render, screen } from '@testing-library/react';
import { SmsCodeButton } from './SmsCodeButton';

vi.mock('@/api/modules/auth', () => ({ getSmsCaptcha: vi.fn() }));

const flush = () => act(async () => { await Promise.resolve(); await Promise.resolve(); });

describe('SmsCodeButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends to the validated number and counts 60 s down', async () => {
    const send = vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: null }));
    render(<SmsCodeButton getMobile={async () => '13800138000'} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(send).toHaveBeenCalledWith('13800138000');
    expect(screen.getByRole('button', { name: '60 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('does nothing for an invalid number', async () => {
    const send = vi.fn(async () => ({ success: false, code: 1, message: '发送过于频繁', data: null }));
    render(<SmsCodeButton getMobile={async () => { throw new Error('invalid'); }} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('returns to idle when the server refuses', async () => {
    const send = vi.fn(async () => ({ success: false, code: 1, message: '发送过于频繁', data: null }));
    render(<SmsCodeButton getMobile={async () => '13800138000'} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(send).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });
});
