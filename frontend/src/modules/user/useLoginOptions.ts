import { useEffect, useState } from 'react';
import { getRegisterOpen, getTenantOpen } from '@/api/modules/auth';

/** Server switches that shape the sign-in page: self-registration and tenant code. Off when unknown. */
export function useLoginOptions() {
  const [registerOpen, setRegisterOpen] = useState(false);
  const [tenantOpen, setTenantOpen] = useState(false);

  useEffect(() => {
    let alive = true;
    getRegisterOpen().then((res) => alive && setRegisterOpen(res.success && res.data === true), () => undefined);
    getTenantOpen().then((res) => alive && setTenantOpen(res.success && res.data === true), () => undefined);
    return () => {
      alive = false;
    };
  }, []);

  return { registerOpen, tenantOpen };
}
