import { useEffect, useState } from 'react';
import { deviceOf, type Device } from '@/app/breakpoints';

/** The current breakpoint, following window resizes. */
export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() => deviceOf(window.innerWidth));
  useEffect(() => {
    const onResize = () => setDevice(deviceOf(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return device;
}
