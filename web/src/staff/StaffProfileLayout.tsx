// /profile/:staffId/...: the person's header, the SPEC's sections and, inside a section, its sub-sections,
// around the section's page. The API decides who may open it (engine/access/staff.ts).
import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import { ROLE_LABELS } from '../lib/format.ts';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { useMe } from '../session.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { resetsPin } from './access.ts';
import type { StaffProfile } from './api.ts';
import { profileBase, type StaffProfileContext } from './context.ts';
import { EDIT_SUBS, STAFF_TABS, type SubTab } from './tabs.ts';

/** The section path of the address: 'details/work-eligibility', 'overview', or a record's kind's tab. */
function currentPath(pathname: string, base: string, profile: StaffProfile | undefined): string {
  const rest = decodeURIComponent(pathname.slice(base.length + 1));
  const kind = /^records\/([^/]+)/.exec(rest)?.[1];
  if (kind) return profile?.kinds.find((k) => k.kind === kind)?.profileTab ?? '';
  // a section's own tabs (the pay section's pay-rates and gross-pay) are within it
  return rest.replace(/\/$/, '').replace(/^employment\/pay\/.*/, 'employment/pay');
}

function Strip({
  label,
  links,
  active,
}: {
  label: string;
  links: { key: string; label: string; to: string }[];
  active: string;
}) {
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth)
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <nav aria-label={label}>
      <ul
        ref={strip}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {links.map((l) => (
          <li key={l.key}>
            <Link
              to={l.to}
              state={{ keepFocus: true }}
              aria-current={l.key === active ? 'page' : undefined}
              className={`inline-flex min-h-[44px] items-center whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium ${
                l.key === active
                  ? 'border-accent bg-accent text-accent-ink'
                  : 'border-line bg-surface text-ink hover:bg-sunken'
              }`}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function StaffProfileLayout() {
  const { staffId = '' } = useParams();
  const { pathname } = useLocation();
  const me = useMe();
  const { data: profile, error, reload } = useApi<StaffProfile>(`/api/staff/${encodeURIComponent(staffId)}/profile`);
  const base = profileBase(staffId);

  if (error?.status === 404 || error?.status === 400) return <NotFoundPage />;
  if (error?.status === 403) return <AccessDenied problem={error} />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!profile) return <Loading />;

  const path = currentPath(pathname, base, profile);
  const top = path.split('/')[0];
  const homes = profile.homeIds
    .map((id) => me.homes.find((h) => h.id === id)?.name)
    .filter(Boolean)
    .join(', ');
  // the edit section: HR edit for the details; the person themself for their password and PIN
  const editSubs: SubTab[] = EDIT_SUBS.filter((s) => {
    if (s.path === 'edit/change-password' || s.path === 'edit/change-pin') return profile.self;
    if (s.path === 'edit/reset-pin') return !profile.self && resetsPin(me, profile.homeIds);
    return profile.canEdit;
  });
  const tabs = [
    ...STAFF_TABS.map((t) => ({ key: t.key, label: t.label, to: `${base}/${t.subs ? t.subs[0].path : t.key}` })),
    ...(editSubs.length
      ? [
          {
            key: 'edit',
            label: profile.self && !profile.canEdit ? 'Password and PIN' : 'Edit',
            to: `${base}/${editSubs[0].path}`,
          },
        ]
      : []),
  ];
  const subs = top === 'edit' ? editSubs : (STAFF_TABS.find((t) => t.key === top)?.subs ?? []);
  const context: StaffProfileContext = { profile, reload };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <div className="card flex flex-wrap items-center gap-4">
        <Avatar name={profile.name} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="break-words text-2xl font-semibold">{profile.name}</p>
          <p className="text-muted">
            {profile.jobTitle ?? ROLE_LABELS[profile.role] ?? profile.role}
            {homes ? ` · ${homes}` : ''}
            {profile.active ? '' : ' · Left'}
          </p>
        </div>
      </div>
      <Strip label="Profile sections" links={tabs} active={top} />
      {subs.length ? (
        <Strip
          label={`${tabs.find((t) => t.key === top)?.label ?? ''} sections`}
          links={subs.map((s) => ({ key: s.path, label: s.label, to: `${base}/${s.path}` }))}
          active={path}
        />
      ) : null}
      <Suspense fallback={<Loading />}>
        <Outlet context={context} />
      </Suspense>
    </div>
  );
}
