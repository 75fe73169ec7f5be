import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { getSmsCaptcha } from '@/api/modules/auth';
import type { Envelope } from '@/api/types';
import { T } from './texts';
import { useCountdown } from './useCountdown';
import { useFeedback } from './useFeedback';

export const SMS_RESEND_SECONDS = 60;

interface Props extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Validates the mobile field and resolves its value, or rejects/returns null when invalid. */
  getMobile: () => Promise<string | null>;
  /** Defaults to GET /getSmsCaptcha. */
  send?: (mobile: string) => Promise<Envelope<unknown>>;
}

/** 获取验证码 button: sends the code, tells the user to check the SMS, then counts `60 s` down to 0. */
export function SmsCodeButton({ getMobile, send = getSmsCaptcha, ...buttonProps }: Props) {
  const { message, notification } = useFeedback();
  const { left, running, start, stop } = useCountdown();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    const mobile = await getMobile().catch(() => null);
    if (!mobile) return;
    setBusy(true);
    start(SMS_RESEND_SECONDS);
    const hide = message.loading(T.sms.sending, 0);
    const fail = (text?: string) => {
      hide();
      stop();
      notification.error({ title: T.sms.errorTitle, description: text || T.sms.errorDesc, duration: 4 });
    };
    try {
      const res = await send(mobile);
      if (res.success) {
        setTimeout(hide, 2500);
        notification.success({ title: T.sms.sentTitle, description: T.sms.sentDesc, duration: 8 });
      } else {
        fail(res.message);
      }
    } catch {
      fail(T.network);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button {...buttonProps} disabled={running || busy} onClick={onClick}>
      {running ? T.sms.countdown(left ?? 0) : T.sms.get}
    </Button>
  );
}
