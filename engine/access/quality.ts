// Who may look at quality assurance (the inspector's view across homes, the review period's figures, the
// standards dashboard) and who chooses the dashboard's charts. Managers see the homes they manage,
// directors every home; a young person's own login none of it.
import { type Caller, isDirector, isYoungPersonLogin, type Verdict } from './index.ts';

export function decideQuality(c: Caller): Verdict {
  if (isYoungPersonLogin(c) || !(isDirector(c) || c.isManager)) {
    return {
      ok: false,
      status: 403,
      reason: 'Quality assurance is for managers (their homes) and directors (every home).',
    };
  }
  return { ok: true };
}

/** The standards dashboard's charts are the organisation's choice, made by a director. */
export function decideStandardsChoice(c: Caller): Verdict {
  return isDirector(c)
    ? { ok: true }
    : { ok: false, status: 403, reason: 'Only a director chooses the standards dashboard.' };
}
