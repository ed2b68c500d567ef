// One section of the staff profile (/profile/:staffId/<section>[/<sub-section>]): the record kinds filed
// under that path (their definition's profileTab), each as its list with "New" where the server says
// the caller may add one; a section with a screen of its own shows that instead.
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { RecordListPage } from '../lazy/records.ts';
import { usePageTitle } from '../ui/Page.tsx';
import { EmptyState } from '../ui/States.tsx';
import { profileBase, recordBase, useStaffProfile } from './context.ts';
import { PaySection, payTabOf } from './PayTabs.tsx';
import { SpecialSection } from './SpecialPages.tsx';
import { EDIT_SUBS, EDIT_TO_TAB, labelOf, SPECIAL, tabOf } from './tabs.ts';

/** Where a section's empty state points, when the records live elsewhere. */
const ELSEWHERE: Record<string, string> = {
  'employment/leaves': 'Leave is requested and approved under Leave; what is recorded for this person appears here.',
  'employment/pay': 'Pay rates appear here once they are recorded.',
};

/** A section with nothing in it still has its heading: the page says where the person is. */
function Empty({ heading, title, children }: { heading: string; title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h1 className="page-title">{heading}</h1>
      <EmptyState title={title}>{children}</EmptyState>
    </section>
  );
}

export default function SectionPage() {
  const { staffId = '', '*': splat = '' } = useParams();
  const { profile } = useStaffProfile();
  const asked = splat.replace(/\/$/, '');
  // the pay section's tabs are addresses under it (employment/pay/gross-pay)
  const payTab = payTabOf(asked);
  const path = payTab ? 'employment/pay' : (EDIT_TO_TAB[asked] ?? asked);
  usePageTitle(`${payTab === 'gross-pay' ? 'Gross pay' : labelOf(payTab ? path : asked)} · ${profile.name}`);

  const tab = tabOf(path);
  // a section with sub-sections opens at its first
  if (tab?.subs && path === tab.key) return <Navigate to={`${profileBase(staffId)}/${tab.subs[0].path}`} replace />;
  if (asked === 'edit') return <Navigate to={`${profileBase(staffId)}/${EDIT_SUBS[0].path}`} replace />;
  const kinds = profile.kinds.filter((k) => k.profileTab === path);
  const lists = kinds.map((k) => (
    <RecordListPage
      key={`${k.kind}:${profile.id}`}
      kind={k.kind}
      listBase={recordBase(profile.id, k.kind)}
      staffId={profile.id}
      canCreate={k.canEdit && profile.active}
    />
  ));
  // a screen of its own, with the kinds filed beside it (the rota's records under clock in/out)
  if (SPECIAL.has(path))
    return (
      <div className="space-y-8">
        <SpecialSection path={path} />
        {lists}
      </div>
    );

  if (payTab)
    return (
      <PaySection
        staffId={profile.id}
        tab={payTab}
        rates={
          kinds.length ? (
            <div className="space-y-8">{lists}</div>
          ) : (
            <EmptyState title="No pay rates yet.">{ELSEWHERE[path]}</EmptyState>
          )
        }
      />
    );
  const known = !!tab && (!tab.subs || tab.subs.some((s) => s.path === path));
  if (!known)
    return (
      <Empty heading="Section not found" title="This section is not available.">
        Choose one of the sections above.
      </Empty>
    );
  if (kinds.length === 0) {
    return (
      <Empty heading={labelOf(path)} title={`Nothing to show under ${labelOf(path)}.`}>
        {ELSEWHERE[path] ??
          (path === 'employment/exit' || path === 'employment/references' || path.startsWith('performance/disciplinary')
            ? 'These records are kept by HR.'
            : 'No record kind is filed here yet, or you may not see it.')}
      </Empty>
    );
  }
  return <div className="space-y-8">{lists}</div>;
}
