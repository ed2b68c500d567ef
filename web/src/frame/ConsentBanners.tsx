// The cookie and privacy notice, one compact banner answered once (SPEC §9 keeps both stored answers). The one
// cookie is the essential sign-in cookie, which needs no consent, so there is nothing to accept or decline: the
// banner tells, links to the privacy notice and is dismissed. It sits in the page flow at the top rather than
// floating, so it never covers what has focus; it is never printed.
import { useState } from 'react';
import { Link } from 'react-router';
import { readStored, STORAGE_KEYS, writeStored } from '../storage-keys.ts';

export function ConsentBanners() {
  const [answered, setAnswered] = useState(
    () => !!readStored(STORAGE_KEYS.cookieConsentStatus) && !!readStored(STORAGE_KEYS.privacyNoticeStatus),
  );
  if (answered) return null;
  const dismiss = () => {
    writeStored(STORAGE_KEYS.cookieConsentStatus, 'accepted');
    writeStored(STORAGE_KEYS.privacyNoticeStatus, 'dismissed');
    setAnswered(true);
  };
  return (
    <section
      aria-label="Cookies and privacy"
      data-print-hide
      className="border-b border-line bg-sunken px-4 py-2 text-sm"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="min-w-0 flex-1">
          We use only essential cookies, to keep you signed in safely, and no tracking. This system holds personal
          information about young people and staff:{' '}
          <Link to="/privacy-policy" className="link underline">
            read the privacy notice
          </Link>
          .
        </p>
        <button type="button" className="btn-secondary shrink-0" onClick={dismiss}>
          OK<span className="sr-only">, hide this notice</span>
        </button>
      </div>
    </section>
  );
}
