// On a home's shared device, the signed-in person's screen locks to the switch screen after the organisation's idle
// minutes without a touch, a key or a scroll (the server refuses the session past then too: session.ts).
import { useEffect, useState } from 'react';
import { useSession } from '../session.tsx';
import { type DeviceHere, deviceHere, lockDevice } from './shared-device.ts';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** This browser's shared device when the signed-in person's session is on it, else null. */
export function useSharedDevice(): DeviceHere['device'] {
  const { me } = useSession();
  const [device, setDevice] = useState<DeviceHere['device']>(null);
  useEffect(() => {
    let live = true;
    void deviceHere().then((d) => {
      if (live) setDevice(d.device && me && d.signedIn.some((p) => p.id === me.id) ? d.device : null);
    });
    return () => {
      live = false;
    };
  }, [me]);
  return device;
}

export function useIdleLock(): void {
  const device = useSharedDevice();
  useEffect(() => {
    if (!device) return;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void lockDevice(), device.idleMinutes * 60_000);
    };
    restart();
    for (const e of ACTIVITY) window.addEventListener(e, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, restart, { capture: true });
    };
  }, [device]);
}
