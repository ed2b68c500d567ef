// /home/duties — the duties register a manager shows an inspector: every duty at the home (a director: at every
// home of the organisation, or one chosen), with its source, who or what it is about, when it is next due, when it
// was last met and how often it was met late in the last 12 months; each row opens its record or the screen where
// it is met. Filter by area and status; print it on A4 landscape; on a phone one card per duty.
import './register.css';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { query } from '../api.ts';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import { useAbilities } from '../lib/abilities.ts';
import { PrintButton, printDate, printDateTime } from '../print/PrintDocument.tsx';
import { useMe } from '../session.tsx';
import type { DefinitionSummary } from '../types.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { groupRows } from './groups.ts';
import { RegisterCards } from './RegisterCards.tsx';
import { RegisterFilters, STATUS_FILTERS, type StatusFilter } from './RegisterFilters.tsx';
import { RegisterTable } from './RegisterTable.tsx';
import type { DutyRegister } from './types.ts';
import { areaLabel } from './wording.ts';

export default function DutiesRegisterPage() {
  const may = useAbilities();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const home = params.get('home') ?? '';
  const area = params.get('area') ?? '';
  const status = (STATUS_FILTERS.find((s) => s.value === params.get('status'))?.value ?? '') as StatusFilter;
  const allowed = may.org.quality.view;
  const { data, error, loading, reload } = useApi<DutyRegister>(
    allowed ? `/api/duties/register${query({ homeId: home || undefined, area: area || undefined })}` : null,
  );
  // the kinds' titles name each running clock's record ("Incident 2 of 3")
  const definitions = useApi<DefinitionSummary[]>(allowed ? '/api/definitions' : null);
  const titles = useMemo(() => new Map((definitions.data ?? []).map((d) => [d.kind, d.title])), [definitions.data]);
  if (!allowed) return <AccessDenied />;

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const filter = STATUS_FILTERS.find((s) => s.value === status)!;
  const rows = data ? data.rows.filter(filter.keeps) : [];
  const groups = data ? groupRows(data, rows) : [];
  const homesShown = data?.homes.map((h) => h.name).join(', ') ?? '';

  return (
    <div className="duties-register">
      <Page
        title="Duties register"
        subtitle={
          data
            ? `${homesShown}: every statutory and practice duty, where it comes from, and how it has been met. As at ${printDate(data.asOf)}.`
            : 'Every statutory and practice duty, where it comes from, and how it has been met.'
        }
        actions={<PrintButton label="Print the register" />}
      >
        <RegisterFilters homes={me.homes} home={home} area={area} status={status} onChange={set} />
        <div className="print-only text-sm" data-testid="register-print-heading">
          <p>
            <strong>Homes:</strong> {homesShown || '—'} · <strong>Area:</strong> {area ? areaLabel(area) : 'Every area'}{' '}
            · <strong>Showing:</strong> {filter.label}
          </p>
          <p>Printed {printDateTime(new Date().toISOString())}</p>
        </div>
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : loading || !data ? (
          <Loading label="Loading the duties register…" />
        ) : !rows.length ? (
          <EmptyState title="No duty matches.">Choose another area or status.</EmptyState>
        ) : (
          <>
            <Summary data={data} shown={rows.length} />
            <RegisterTable groups={groups} today={data.asOf} titles={titles} />
            <RegisterCards groups={groups} today={data.asOf} titles={titles} />
          </>
        )}
      </Page>
    </div>
  );
}

/** How things stand over the homes and area chosen, whatever the status filter shows. */
function Summary({ data, shown }: { data: DutyRegister; shown: number }) {
  const overdue = data.rows.filter((r) => r.state === 'overdue').length;
  const dueSoon = data.rows.filter((r) => r.state === 'due-soon').length;
  const late = data.rows.reduce((n, r) => n + r.metLateLast12Months, 0);
  const missed = data.rows.reduce((n, r) => n + r.missedLast12Months, 0);
  const chip = 'rounded-full border border-line px-3 py-1';
  return (
    <section aria-label="Summary" className="flex flex-wrap gap-2 text-sm" data-testid="register-summary">
      <span className={chip}>
        {shown < data.rows.length ? (
          <>
            Showing <strong>{shown}</strong> of {data.rows.length} duties
          </>
        ) : (
          <>
            <strong>{data.rows.length}</strong> duties
          </>
        )}
      </span>
      <span className={`${chip} ${overdue ? 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100' : ''}`}>
        <strong>{overdue}</strong> overdue
      </span>
      <span
        className={`${chip} ${dueSoon ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' : ''}`}
      >
        <strong>{dueSoon}</strong> due soon
      </span>
      <span className={chip}>
        <strong>{late}</strong> met late in the last 12 months
      </span>
      {missed ? (
        <span className={chip}>
          <strong>{missed}</strong> periods missed in the last 12 months
        </span>
      ) : null}
    </section>
  );
}
