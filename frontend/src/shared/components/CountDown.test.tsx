import { act, render, screen } from '@testing-library/react';
import { CountDown } from './CountDown';

describe('CountDown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 0, 1, 12, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks each second down to zero, then calls onEnd once', () => {
    const onEnd = vi.fn();
    render(<CountDown target={Date.now() + 3_000} onEnd={onEnd} />);
    expect(screen.getByText('00:00:03')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('00:00:02')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('00:00:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('accepts a Date and hours', () => {
    render(<CountDown target={new Date(Date.now() + 2 * 3600_000 + 5_000)} />);
    expect(screen.getByText('02:00:05')).toBeTruthy();
  });

  it('ends at once when the target is past', () => {
    const onEnd = vi.fn();
    render(<CountDown target={Date.now() - 1_000} onEnd={onEnd} />);
    expect(screen.getByText('00:00:00')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
