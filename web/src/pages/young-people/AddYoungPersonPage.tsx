// /cyp/resident/add[?referral=<id>]: admit a young person. From an accepted referral the form starts filled
// in with what the referral says (name, date of birth or year, gender, home, proposed start).
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiPost } from '../../api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useMe, useSession, useWording } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { Page } from '../../ui/Page.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { canAddYoungPeople } from './permissions.ts';
import { emptyValues, GENDERS, toBody, YoungPersonForm, type YoungPersonValues } from './YoungPersonForm.tsx';

interface ReferralRecord {
  id: string;
  homeId: string | null;
  data: {
    receivedAt?: string;
    proposedStart?: string;
    youngPerson?: { name?: string; dateOfBirth?: string; birthYear?: number; gender?: string };
    decision?: { outcome?: string };
  };
}

/** "Mary Jane Smith" → first name "Mary", last name "Jane Smith" (the person adding checks it). */
function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

function valuesFromReferral(r: ReferralRecord, fallbackHome: string): YoungPersonValues {
  const yp = r.data.youngPerson ?? {};
  const gender = (yp.gender ?? '').trim().toLowerCase();
  const known = GENDERS.find((g) => g.value === gender || g.label.toLowerCase() === gender);
  return {
    ...emptyValues(r.homeId ?? fallbackHome),
    ...splitName(yp.name),
    birthKnown: yp.dateOfBirth || !yp.birthYear ? 'date' : 'year',
    dateOfBirth: yp.dateOfBirth ?? '',
    birthYear: !yp.dateOfBirth && yp.birthYear ? String(yp.birthYear) : '',
    gender: known?.value ?? (yp.gender ?? '').trim(),
    moveInDate: r.data.proposedStart ?? '',
  };
}

export default function AddYoungPersonPage() {
  const me = useMe();
  const w = useWording();
  const { currentHome } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referralId = params.get('referral');
  const referral = useApi<ReferralRecord>(
    referralId ? `/api/records/referral/${encodeURIComponent(referralId)}` : null,
  );
  const homes = me.homes.filter((h) => canAddYoungPeople(me, h.id));
  const title = w('Add a {child}');

  if (homes.length === 0) {
    return (
      <Page title={title}>
        <p className="card">{w('You need edit access to {children} in a home to add one.')}</p>
      </Page>
    );
  }
  if (referralId && referral.error)
    return (
      <Page title={title}>
        <ErrorNotice error={referral.error} onRetry={referral.reload} />
      </Page>
    );
  if (referralId && !referral.data) return <Loading label="Loading the referral…" />;

  const fallbackHome = homes.some((h) => h.id === currentHome?.id) ? currentHome!.id : homes[0].id;
  const initial = referral.data ? valuesFromReferral(referral.data, fallbackHome) : emptyValues(fallbackHome);
  const outcome = referral.data?.data.decision?.outcome;

  const save = async (v: YoungPersonValues) => {
    const yp = await apiPost<YoungPerson>('/api/young-people', toBody(v, true));
    void navigate(`/cyp/resident/${encodeURIComponent(yp.id)}/profile/details/personal`, {
      state: { flash: `${yp.firstName} ${yp.lastName} has been added to ${yp.homeName}.` },
    });
  };

  return (
    <Page
      title={title}
      subtitle={w('Their basic details. Everything else is recorded on their profile once they are added.')}
    >
      {referral.data ? (
        <div className="card space-y-1" role="note">
          <p className="font-medium">
            Filled in from the referral received {formatDateTime(referral.data.data.receivedAt)}. Check each answer
            before saving.
          </p>
          {outcome !== 'accepted' ? (
            <p className="font-semibold text-danger">This referral has not been accepted.</p>
          ) : null}
          <p>
            <Link className="link" to={`/cyp/referrals/referral/${encodeURIComponent(referral.data.id)}`}>
              View the referral
            </Link>
          </p>
        </div>
      ) : null}
      <YoungPersonForm
        key={referral.data?.id ?? 'new'}
        initial={initial}
        homes={homes}
        submitLabel={w('Add {child}')}
        onSubmit={save}
        onCancel={() =>
          navigate(referral.data ? `/cyp/referrals/referral/${encodeURIComponent(referral.data.id)}` : '/cyp/resident')
        }
      />
    </Page>
  );
}
