// Every 403 in the web app is shown by this one component: it says that the person has
// no access, why (the API's own reason when it gives one), and what to do. No "Try again": asking again
// gets the same answer until someone changes their access.
import { Link } from 'react-router';
import type { ApiProblem } from '../api.ts';
import { Page } from '../ui/Page.tsx';
import { accessAdvice } from './access-advice.ts';

const GENERIC = new Set(['', 'forbidden', 'not allowed']);

/** The API's reason, unless it only repeats the status ("Forbidden"). */
function reasonOf(problem?: ApiProblem): string | undefined {
  const detail = problem?.detail?.trim();
  return detail && !GENERIC.has(detail.toLowerCase()) ? detail : undefined;
}

/** In place of what the person may not see: a panel on a page, or the whole page (AccessDenied). */
export function AccessDeniedNotice({
  problem,
  reason,
  heading = 'You do not have access to this',
  headingLevel = 2,
}: {
  problem?: ApiProblem;
  /** Why, when no API answer says it (a screen closed before asking: the area it needs). */
  reason?: string;
  heading?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const why = reasonOf(problem) ?? reason;
  const told = accessAdvice(why, heading);
  return (
    <div role="alert" data-testid="access-denied" className="rounded-xl border border-line bg-surface p-4 text-ink">
      <Heading className="font-semibold">{told.heading}</Heading>
      <p className="mt-1">{why ?? 'Your role does not include it.'}</p>
      <p className="mt-1 text-muted">{told.advice}</p>
    </div>
  );
}

/** Shown in place of a screen the person has no access to; the API refuses the data as well. */
export function AccessDenied({ problem, reason }: { problem?: ApiProblem; reason?: string }) {
  return (
    <Page title="Access denied">
      <div className="max-w-2xl space-y-3">
        <AccessDeniedNotice problem={problem} reason={reason} heading="You do not have access to this page" />
        <Link to="/dashboard" className="link inline-block">
          Go to your dashboard
        </Link>
      </div>
    </Page>
  );
}
