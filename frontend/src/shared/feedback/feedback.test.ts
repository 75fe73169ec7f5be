import { feedback, installFeedback, registerFeedbackSlot, type Feedback } from './feedback';

function fakeApi() {
  const hide = vi.fn();
  const destroy = vi.fn();
  const api = {
    message: { error: vi.fn(() => Object.assign(hide, { then: () => Promise.resolve(true) })), loading: vi.fn(() => hide) },
    notification: { success: vi.fn() },
    modal: { error: vi.fn(() => ({ destroy, update: vi.fn() })) },
  };
  return { api: api as unknown as Feedback, calls: api, hide, destroy };
}

describe('feedback', () => {
  it('mounts the holders on first use and replays the calls made before they were ready', async () => {
    const { api, calls, hide } = fakeApi();
    const mount = vi.fn();
    registerFeedbackSlot(mount);
    const { message, notification, modal } = feedback;

    void message.error('出错了');
    notification.success({ title: '好' });
    const dialog = modal.error({ title: '提示：', content: '登录已过期' });
    const early = message.loading('稍候', 0);
    early();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(calls.message.error).not.toHaveBeenCalled();

    installFeedback(api);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.message.error).toHaveBeenCalledWith('出错了');
    expect(calls.notification.success).toHaveBeenCalledWith({ title: '好' });
    expect(calls.modal.error).toHaveBeenCalledWith({ title: '提示：', content: '登录已过期' });
    // hidden before the holders were ready: never shown
    expect(calls.message.loading).not.toHaveBeenCalled();
    expect(hide).not.toHaveBeenCalled();
    dialog.destroy();

    // afterwards the real instances are used directly
    expect(feedback.message).toBe(api.message);
    registerFeedbackSlot(null);
  });
});
