// In the frame, until the person holds a second factor their organisation (or their being the product
// administrator) requires: by when to set it up, and where. After that date, signing in leads only to enrolment.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session.tsx';
import { type SecondFactorState, secondFactorState, WHY_REQUIRED } from './second-factor.ts';

export function SecondFactorReminder() {
  const { me } = useSession();
  const { pathname } = useLocation();
  const [state, setState] = useState<SecondFactorState | null>(null);
  const onSecurityPage = pathname === '/account/security';
  // asked again on leaving the security page, where a factor may have been added
  useEffect(() => {
    if (!me) return;
    let live = true;
    // a reminder is never worth an error on the page
    secondFactorState().then(
      (s) => {
        if (live) setState(s);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [me, onSecurityPage]);
  if (!state || !state.required || state.enrolled || onSecurityPage) return null;
  const by = state.enrolBy
    ? new Date(state.enrolBy).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })
    : null;
  return (
    <section
      aria-labelledby="second-factor-reminder"
      className="mb-4 rounded-xl border border-accent bg-surface p-4 shadow-sm"
    >
      <h2 id="second-factor-reminder" className="font-semibold">
        Set up a second factor{by ? ` by ${by}` : ''}
      </h2>
      <p className="mt-1">
        {state.why ? WHY_REQUIRED[state.why] : null} After that date, signing in will only let you set one up.
      </p>
      <Link to="/account/security" className="btn-primary mt-3">
        Set it up now
      </Link>
    </section>
  );
}
