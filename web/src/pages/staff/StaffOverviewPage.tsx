// /profile/:staffId/overview: a staff member at a glance.
import { useParams } from 'react-router';
import { AccessDenied } from '../../frame/AccessDenied.tsx';
import { canSeeStaffProfile } from '../../lib/access.ts';
import { ROLE_LABELS } from '../../lib/format.ts';
import { useMe } from '../../session.tsx';
import type { StaffMember } from '../../types.ts';
import { useApi } from '../../use-api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Page } from '../../ui/Page.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import NotFoundPage from '../NotFoundPage.tsx';

export default function StaffOverviewPage() {
  const { staffId = '' } = useParams();
  const me = useMe();
  const allowed = canSeeStaffProfile(me, staffId);
  const { data, error, reload } = useApi<StaffMember>(allowed ? `/api/staff/${encodeURIComponent(staffId)}` : null);

  if (!allowed || error?.status === 403) return <AccessDenied />;
  // 400 is a malformed id in the address: for the person, that page simply does not exist.
  if (error?.status === 404 || error?.status === 400) return <NotFoundPage />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data) return <Loading />;

  const homes = data.homeIds.map((id) => me.homes.find((h) => h.id === id)?.name ?? id);
  const rows: [string, string][] = [
    ['Email', data.email ?? '—'],
    ['Job title', data.jobTitle ?? '—'],
    ['Role', ROLE_LABELS[data.role] ?? data.role],
    ['Manager', data.isManager ? 'Yes' : 'No'],
    ['Homes', homes.join(', ') || '—'],
  ];
  return (
    <Page title={data.name} subtitle="Overview">
      <div className="card flex flex-wrap items-start gap-4">
        <Avatar name={data.name} size="lg" />
        <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Page>
  );
}
