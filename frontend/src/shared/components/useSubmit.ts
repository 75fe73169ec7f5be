import { useCallback, useState } from 'react';
import { errorMessage } from '@/api/http';
import type { Envelope } from '@/api/types';
import { useFeedback } from './useFeedback';

/**
 * One server write with a busy flag: on success the given message and `then`; on a refusal the
 * server's message; on a transport failure its message. Resolves whether the write succeeded.
 */
export function useSubmit() {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    async (call: () => Promise<Envelope<unknown>>, done: string, then?: () => void): Promise<boolean> => {
      setBusy(true);
      try {
        const res = await call();
        if (res.success) {
          void message.success(done);
          then?.();
          return true;
        }
        void message.error(res.message);
      } catch (e) {
        void message.error(errorMessage(e));
      } finally {
        setBusy(false);
      }
      return false;
    },
    [message],
  );
  return { busy, submit };
}
