// "Phone the on-call manager now", under a notifiable incident or a missing episode waiting on this device: offline
// the home's managers learn of it only when it is sent, so staff phone. The number is the home's, from the shift
// pack; where none is kept, the home's own procedure says whom to phone. Decision 0911.
import { useEffect, useState } from 'react';
import { readShiftPack } from './shiftPack.ts';

export function OnCallPrompt({ what }: { what: string }) {
  const [home, setHome] = useState<{ name: string; onCallPhone: string | null } | null>();
  useEffect(() => {
    let live = true;
    void readShiftPack().then((kept) => {
      if (live) setHome(kept ? kept.pack.home : null);
    });
    return () => {
      live = false;
    };
  }, []);
  if (home === undefined) return null;
  const phone = home?.onCallPhone;
  return (
    <div role="alert" className="rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink">
      <p className="text-lg font-semibold">
        Phone the on-call manager now
        {phone ? (
          <>
            :{' '}
            <a className="link whitespace-nowrap" href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
              {phone}
            </a>
          </>
        ) : null}
      </p>
      <p className="mt-1">
        This {what} is waiting on this device: the home&apos;s managers are not told until it is sent.
        {phone
          ? ''
          : ` No on-call number is kept on this device${home ? ` for ${home.name}` : ''}: phone whoever your home's procedure names.`}
      </p>
    </div>
  );
}
