// Summary export: the saved summary exports (each with its own address, SPEC's {reportId}), "add" to save a new
// one, or choose dates for a one-off printable summary of the young person's records.
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { query } from '../../../api.ts';
import { addDays, isIsoDay, todayIso } from '../../../lib/dates.ts';
import { formatDate } from '../../../lib/format.ts';
import type { RecordPage } from '../../../records/types.ts';
import { useWording } from '../../../session.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { useApi } from '../../../use-api.ts';
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
  const saved = useApi<RecordPage>(`/api/records/summary-export${query({ youngPerson: yp.id, limit: 100 })}`);
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}/reports/summary-exports`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isIsoDay(from) || !isIsoDay(to)) {
      setError('Enter both dates.');
      return;
    }
    if (from > to) {
      setError('The start date must be on or before the end date.');
      return;
    }
    setError('');
    void navigate(`/cyp/resident/${encodeURIComponent(yp.id)}/reports/summary-exports/view?from=${from}&to=${to}`);
  };

  return (
    <ReportSection
      title="Summary export"
      description={w(
        "A printable document of the {child}'s records in a date range, for reviews and inspections. Only records you may read are included.",
      )}
    >
      <section aria-labelledby={`${id}-saved`} className="card space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${id}-saved`} className="text-lg font-semibold">
            Saved summary exports
          </h3>
          <Link className="btn-primary" to={`${base}/add`}>
            Add a summary export
          </Link>
        </div>
        {saved.data?.items.length === 0 && <p className="text-muted">None saved yet.</p>}
        <ul className="space-y-1" data-testid="saved-summaries">
          {saved.data?.items.map((r) => (
            <li key={r.id}>
              <Link className="link font-medium" to={`${base}/${encodeURIComponent(r.id)}`}>
                {String(r.summary.title ?? 'Summary export')}
              </Link>
              <span className="text-sm text-muted">
                {' '}
                · {formatDate(r.summary.from as string)} to {formatDate(r.summary.to as string)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <form noValidate onSubmit={submit} className="card space-y-4">
        <h3 className="text-lg font-semibold">A one-off summary</h3>
        {error ? (
          <p role="alert" className="font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-4">
          <div>
            <label htmlFor={`${id}-from`} className="field-label">
              From
            </label>
            <DateField
              id={`${id}-from`}
              className="field-input"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="field-label">
              To
            </label>
            <DateField
              id={`${id}-to`}
              className="field-input"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </div>
        <button type="submit" className="btn-primary">
          Create summary
        </button>
      </form>
    </ReportSection>
  );
}
