import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as auth from '@/api/modules/auth';
import { SliderCaptcha } from './SliderCaptcha';

const ok = <T,>(data: T) => ({ success: true, code: 200, message: '请求成功', data });
const puzzle = (token: string) =>
  ok({ captchaType: 'blockPuzzle', token, originalImageBase64: 'AAAA', jigsawImageBase64: 'BBBB', secretKey: 'k' });

vi.mock('@/api/modules/auth', () => ({ getCaptcha: vi.fn(), checkCaptcha: vi.fn() }));

function slideBy(steps: number) {
  const handle = screen.getByRole('slider');
  for (let i = 0; i < steps; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39 });
  fireEvent.keyUp(handle, { key: 'ArrowRight', keyCode: 39 });
}

describe('SliderCaptcha', () => {
  afterEach(() => {
    vi.mocked(auth.checkCaptcha).mockReset();
    vi.mocked(auth.getCaptcha).mockReset();
  });

  it('checks the slider position and hands back the verification', async () => {
    vi.mocked(auth.getCaptcha).mockResolvedValue(puzzle('t1'));
    vi.mocked(auth.checkCaptcha).mockResolvedValue(ok({ result: true }));
    const onSuccess = vi.fn();
    render(<SliderCaptcha open onSuccess={onSuccess} onCancel={() => undefined} />);
    expect(await screen.findByAltText('拼图块')).toBeTruthy();
    expect(screen.getByText('向右滑动完成验证')).toBeTruthy();
    slideBy(2);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('t1---{"x":2,"y":5}'));
    expect(auth.checkCaptcha).toHaveBeenLastCalledWith('t1', '{"x":2,"y":5}');
  });

  it('fetches a new puzzle after a failed check', async () => {
    vi.mocked(auth.getCaptcha).mockResolvedValueOnce(puzzle('t1')).mockResolvedValueOnce(puzzle('t2'));
    vi.mocked(auth.checkCaptcha).mockResolvedValue({ success: false, code: 1011010, message: '验证失败', data: null as never });
    const onSuccess = vi.fn();
    render(<SliderCaptcha open onSuccess={onSuccess} onCancel={() => undefined} />);
    expect(await screen.findByAltText('拼图块')).toBeTruthy();
    slideBy(1);
    expect(await screen.findByText('验证失败')).toBeTruthy();
    await waitFor(() => expect(auth.getCaptcha).toHaveBeenCalledTimes(2));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
