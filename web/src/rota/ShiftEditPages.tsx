// /calendar/shifts/month/add and /calendar/rota/update (add a shift), /calendar/rota/edit?shift= (change one) and
// /calendar/rota/delete?shift= (remove one: archived, with a reason; a manager may need to override a staffing
// warning).
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { RotaNav } from './RotaNav.tsx';
import { clock, dayLong, type RotaView, type RotaWarning, rotaWrite, type Shift, todayLondon } from './shared.ts';
import { ShiftForm } from './ShiftForm.tsx';
import { Warnings } from './Warnings.tsx';

function useHomeRota(date: string) {
  const { currentHome } = useSession();
  return { currentHome, ...useApi<RotaView>(currentHome ? `/api/homes/${currentHome.id}/rota?week=${date}` : null) };
}

export function AddShiftPage() {
  const [params] = useSearchParams();
  const date = params.get('date') ?? todayLondon();
  const navigate = useNavigate();
  const { currentHome, data, error, reload } = useHomeRota(date);
  if (!currentHome)
    return (
      <Page title="Add a shift">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  return (
    <Page title="Add a shift" subtitle={currentHome.name}>
      <RotaNav />
      {error ? <ErrorNotice error={error} onRetry={reload} /> : null}
      {data ? (
        <ShiftForm
          homeId={data.home.id}
          people={data.people}
          patterns={data.patterns}
          canManage={data.canManage}
          date={date}
          onSaved={() => navigate(`/calendar/shifts/week?week=${date}`)}
        />
      ) : (
        <Loading />
      )}
    </Page>
  );
}

/** /calendar/rota/edit or /delete with no ?shift=: nothing will load, so say where to choose one. */
function ChooseAShift({ title, doing }: { title: string; doing: string }) {
  return (
    <Page title={title}>
      <RotaNav />
      <EmptyState title="No shift chosen">
        Open a shift on the rota and choose {doing} there.{' '}
        <Link className="link" to="/calendar/shifts/week">
          Go to this week&apos;s rota
        </Link>
      </EmptyState>
    </Page>
  );
}

export function EditShiftPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shiftId = params.get('shift');
  const shift = useApi<Shift>(shiftId ? `/api/shifts/${encodeURIComponent(shiftId)}` : null);
  const { data, error } = useHomeRota(shift.data?.date ?? todayLondon());
  if (!shiftId) return <ChooseAShift title="Change shift" doing="“Change shift”" />;
  if (shift.error) return <ErrorNotice error={shift.error} />;
  if (!shift.data || !data) return error ? <ErrorNotice error={error} /> : <Loading />;
  return (
    <Page title="Change shift" subtitle={dayLong(shift.data.date)}>
      <RotaNav />
      <ShiftForm
        homeId={shift.data.homeId}
        people={data.people}
        patterns={data.patterns}
        canManage={data.canManage}
        date={shift.data.date}
        shift={shift.data}
        onSaved={() => navigate(`/calendar/shift?id=${shift.data!.id}`)}
        onCancel={() => navigate(-1)}
      />
    </Page>
  );
}

export function DeleteShiftPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shiftId = params.get('shift');
  const { data, error } = useApi<Shift>(shiftId ? `/api/shifts/${encodeURIComponent(shiftId)}` : null);
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState('');
  const [warnings, setWarnings] = useState<RotaWarning[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  if (!shiftId) return <ChooseAShift title="Remove shift" doing="“Remove from rota”" />;
  if (error) return <ErrorNotice error={error} />;
  if (!data) return <Loading />;
  async function remove() {
    const res = await rotaWrite(`/api/shifts/${data!.id}/archive`, 'POST', {
      version: data!.version,
      ...(reason ? { reason } : {}),
      ...(override ? { overrideReason: override } : {}),
    });
    if (res.ok) void navigate(`/calendar/shifts/week?week=${data!.date}`);
    else {
      setWarnings(res.warnings);
      setMessage(res.warnings.length ? null : res.detail);
    }
  }
  return (
    <Page
      title="Remove shift"
      subtitle={`${data.staffName ?? 'Unfilled'} · ${dayLong(data.date)} ${clock(data.startsAt)}–${clock(data.endsAt)}`}
    >
      <RotaNav />
      <div className="card space-y-3">
        <p>The shift leaves the rota; it is kept, with who removed it and why.</p>
        <label>
          <span className="field-label">Why</span>
          <input className="field-input" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        </label>
        <Warnings warnings={warnings} title="Removing it would break these rules" />
        {warnings.length ? (
          <label>
            <span className="field-label">Reason to remove anyway (a manager)</span>
            <textarea
              className="field-input"
              value={override}
              onChange={(e) => setOverride(e.target.value)}
              maxLength={500}
            />
          </label>
        ) : null}
        {message ? <p role="alert">{message}</p> : null}
        <button className="btn-primary" type="button" onClick={remove} disabled={warnings.length > 0 && !override}>
          Remove shift
        </button>
      </div>
    </Page>
  );
}
