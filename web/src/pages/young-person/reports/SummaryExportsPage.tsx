// Summary export: choose the dates, then open the printable summary of the young person's records.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { addDays, isIsoDay, todayIso } from '../../../lib/dates.ts';
import { useWording } from '../../../session.tsx';
import { useProfile } from '../context.ts';
import { ReportSection } from './common.tsx';

export default function SummaryExportsPage() {
  const { yp } = useProfile();
  const w = useWording();
  const id = useId();
  const navigate = useNavigate();
  const [from, setFrom] = useState(addDays(todayIso(), -90));
  const [to, setTo] = useState(todayIso());
  const [error, setError] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isIsoDay(from) || !isIsoDay(to)) { setError('Enter both dates.'); return; }
    if (from > to) { setError('The start date must be on or before the end date.'); return; }
    setError('');
    navigate(`/cyp/resident/${encodeURIComponent(yp.id)}/reports/summary-exports/view?from=${from}&to=${to}`);
  };

  return (
    <ReportSection title="Summary export" description={w('A printable document of the {child}\'s records in a date range, for reviews and inspections. Only records you may read are included.')}>
      <form noValidate onSubmit={submit} className="card space-y-4">
        {error ? <p role="alert" className="font-medium text-danger">{error}</p> : null}
        <div className="flex flex-wrap gap-4">
          <div>
            <label htmlFor={`${id}-from`} className="field-label">From</label>
            <input id={`${id}-from`} type="date" className="field-input" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="field-label">To</label>
            <input id={`${id}-to`} type="date" className="field-input" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
          </div>
        </div>
        <button type="submit" className="btn-primary">Create summary</button>
      </form>
    </ReportSection>
  );
}
