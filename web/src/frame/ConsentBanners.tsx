// Cookie-consent and privacy-notice banners, each remembered once answered (SPEC §9).
// They sit in the page flow at the top rather than floating, so they never cover what has focus.
import { useState } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS, readStored, writeStored } from '../storage-keys.ts';

function useStoredFlag(key: typeof STORAGE_KEYS.cookieConsentStatus | typeof STORAGE_KEYS.privacyNoticeStatus) {
  const [value, setValue] = useState(() => readStored(key));
  const set = (next: string) => {
    writeStored(key, next);
    setValue(next);
  };
  return [value, set] as const;
}

const bar = 'border-b border-line bg-sunken px-4 py-3';
const inner = 'mx-auto flex max-w-6xl flex-wrap items-center gap-3';

export function CookieBanner() {
  const [status, setStatus] = useStoredFlag(STORAGE_KEYS.cookieConsentStatus);
  if (status) return null;
  return (
    <section aria-label="Cookie consent" className={bar}>
      <div className={inner}>
        <p className="min-w-0 flex-1 basis-64">
          We use one essential cookie to keep you signed in. We do not use advertising or tracking cookies.
        </p>
        <div className="flex gap-2">
          <button type="button" className="btn-primary" onClick={() => setStatus('accepted')}>
            Accept
          </button>
          <button type="button" className="btn-secondary" onClick={() => setStatus('declined')}>
            Decline non-essential
          </button>
        </div>
      </div>
    </section>
  );
}

export function PrivacyNoticeBanner() {
  const [status, setStatus] = useStoredFlag(STORAGE_KEYS.privacyNoticeStatus);
  if (status) return null;
  return (
    <section aria-label="Privacy notice" className={bar}>
      <div className={inner}>
        <p className="min-w-0 flex-1 basis-64">
          This system holds personal information about young people and staff.{' '}
          <Link to="/privacy-policy" className="link underline">
            Read the privacy notice
          </Link>
          .
        </p>
        <button type="button" className="btn-secondary" onClick={() => setStatus('dismissed')}>
          Dismiss privacy notice
        </button>
      </div>
    </section>
  );
}

export function ConsentBanners() {
  return (
    <>
      <CookieBanner />
      <PrivacyNoticeBanner />
    </>
  );
}
