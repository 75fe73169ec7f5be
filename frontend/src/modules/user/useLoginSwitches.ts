import { useEffect, useState } from 'react';
import { getCaptchaOpen, getLoginClassic } from '@/api/modules/auth';

/** Server switches of the sign-in page: the slider captcha and the classic single form. Off when unknown. */
export function useLoginSwitches() {
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [classic, setClassic] = useState(false);

  useEffect(() => {
    let alive = true;
    getCaptchaOpen().then((res) => alive && setCaptchaOpen(res.success && res.data === true), () => undefined);
    getLoginClassic().then((res) => alive && setClassic(res.success && res.data === true), () => undefined);
    return () => {
      alive = false;
    };
  }, []);

  return { captchaOpen, classic };
}
