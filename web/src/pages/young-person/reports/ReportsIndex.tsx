// /cyp/resident/:ypId/reports: the young person's reports.
import { Link } from 'react-router';
import { useMe } from '../../../session.tsx';
import { usePageTitle } from '../../../ui/Page.tsx';
import { useProfile } from '../context.ts';
import { reportsFor } from './reportList.ts';

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
        {reportsFor(me).map((r) => (
          <li key={r.key} className="card space-y-2">
            <h3 className="text-lg font-semibold">
              <Link className="link" to={`/cyp/resident/${encodeURIComponent(yp.id)}/reports/${r.key}`}>
                {r.title}
              </Link>
            </h3>
            <p className="text-muted">{r.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
