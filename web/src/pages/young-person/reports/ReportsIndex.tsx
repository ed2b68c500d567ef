// /cyp/resident/:ypId/reports: the young person's reports, and their subject access requests for those who may.
import { Link } from 'react-router';
import { mayI } from '../../../lib/abilities.ts';
import { useMe } from '../../../session.tsx';
import { usePageTitle } from '../../../ui/Page.tsx';
import { useProfile } from '../context.ts';
import { reportsFor } from './reportList.ts';

/** Managers of the home and directors only (the engine's kind access): offered where it lets them read one. */
const SUBJECT_ACCESS = 'subject-access-request';

export default function ReportsIndex() {
  const { yp } = useProfile();
  const me = useMe();
  usePageTitle(`Reports · ${yp.firstName} ${yp.lastName}`);
  return (
    <section aria-labelledby="reports-heading" className="space-y-3">
      <h2 id="reports-heading" className="text-xl font-semibold">
        Reports
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {reportsFor(me, yp.id).map((r) => (
          <li key={r.key} className="card space-y-2">
            <h3 className="text-lg font-semibold">
              <Link className="link" to={`/cyp/resident/${encodeURIComponent(yp.id)}/reports/${r.key}`}>
                {r.title}
              </Link>
            </h3>
            <p className="text-muted">{r.description}</p>
          </li>
        ))}
        {mayI(me.abilities).kindAt(SUBJECT_ACCESS, { homeId: yp.homeId, youngPersonId: yp.id }).read ? (
          <li className="card space-y-2">
            <h3 className="text-lg font-semibold">
              <Link className="link" to={`/cyp/resident/${encodeURIComponent(yp.id)}/records/${SUBJECT_ACCESS}`}>
                Subject access requests
              </Link>
            </h3>
            <p className="text-muted">
              A request for a copy of everything held about them, now or years later: the month to answer it, other
              people&apos;s information reviewed, a second person&apos;s approval and the copy released.
            </p>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
