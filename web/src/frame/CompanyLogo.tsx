// The company logo in the frame header (/company sets it). The organisation may have none: /api/auth/me says
// (hasLogo), and then nothing is asked for, so no page logs a 404. A new logo is announced with LOGO_CHANGED so
// the header fetches it past the browser's cache.
import { useEffect, useState } from 'react';
import { useSession } from '../session.tsx';

export const LOGO_CHANGED = 'company-logo-changed';
export const LOGO_URL = '/api/company/logo';

export function CompanyLogo({ className = 'h-8 w-auto max-w-[8rem] object-contain' }: { className?: string }) {
  const [version, setVersion] = useState(0);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const changed = () => {
      setMissing(false);
      setVersion(Date.now());
    };
    window.addEventListener(LOGO_CHANGED, changed);
    return () => window.removeEventListener(LOGO_CHANGED, changed);
  }, []);
  const { me } = useSession();
  if (missing || (!version && me?.hasLogo === false)) return null;
  // alt is empty: the organisation's name is written beside it
  return (
    <img
      src={version ? `${LOGO_URL}?v=${version}` : LOGO_URL}
      alt=""
      className={className}
      onError={() => setMissing(true)}
    />
  );
}
