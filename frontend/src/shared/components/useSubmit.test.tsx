import { act, renderHook } from '@testing-library/react';
import { feedback } from '@/shared/feedback/feedback';
import { useSubmit } from './useSubmit';

describe('useSubmit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the success message, runs `then` and reports success', async () => {
    const success = vi.spyOn(feedback.message, 'success').mockResolvedValue(undefined as never);
    const then = vi.fn();
    const { result } = renderHook(() => useSubmit());
    let ok = false;
    await act(async () => {
      ok = await result.current.submit(async () => ({ success: true, code: 200, message: '请求成功', data: null }), '已保存', then);
    });
    expect([ok, then.mock.calls.length, success.mock.calls[0]?.[0]]).toEqual([true, 1, '已保存']);
    expect(result.current.busy).toBe(false);
  });

  it('shows the server\'s refusal or the transport error and skips `then`', async () => {
    const error = vi.spyOn(feedback.message, 'error').mockResolvedValue(undefined as never);
    const then = vi.fn();
    const { result } = renderHook(() => useSubmit());
    const outcomes: boolean[] = [];
    await act(async () => {
      outcomes.push(await result.current.submit(async () => ({ success: false, code: 1013002, message: '没有权限', data: null }), '已保存', then));
      outcomes.push(await result.current.submit(() => Promise.reject(new Error('网络错误')), '已保存', then));
    });
    expect(outcomes).toEqual([false, false]);
    expect(error.mock.calls.map((c) => c[0])).toEqual(['没有权限', '网络错误']);
    expect(then).not.toHaveBeenCalled();
  });
});
