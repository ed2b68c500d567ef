// The figures of a Reg 45 / Reg 32 review period, worked out from the records, each with the
// records behind it so a reader can check the count. Pure: the service gives it the home's stays and records.
// The rules are Annex A's (engine/home/annex-a.ts): restraint = a hold or restraint; notifications = what the
// notification rule says Ofsted was owed; drafts count (the event happened), archived records do not.
import { restrictiveIntervention } from '../duties/rules/incident-deadlines.ts';
import { needsNotifying } from '../duties/rules/incident-notifications.ts';
import type { IncidentScanRow } from '../store/index.ts';

export interface PeriodRecord {
  id: string;
  kind: string;
  youngPersonId: string | null;
  recordDate: Date;
  data: Record<string, unknown>;
}
export interface PeriodStay {
  id: string;
  name: string;
  moveInDate: string | null;
  createdAt: Date;
  archivedAt: Date | null;
}
export interface Figure {
  key: string;
  label: string;
  value: number;
  records: { id: string; kind: string; youngPersonId: string | null; youngPersonName: string | null; on: string }[];
}

export const REVIEW_FIGURE_KINDS = ['incident', 'missing-episode', 'safeguarding', 'complaint-feedback'] as const;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Figures for the London days [from, to]. */
export function reviewFigures(input: {
  from: string;
  to: string;
  homeType: string;
  stays: PeriodStay[];
  records: PeriodRecord[];
}): Figure[] {
  const { from, to } = input;
  const names = new Map(input.stays.map((s) => [s.id, s.name]));
  const inPeriod = input.records.filter((r) => day(r.recordDate) >= from && day(r.recordDate) <= to);
  const figure = (key: string, label: string, pred: (r: PeriodRecord) => boolean): Figure => {
    const rs = inPeriod.filter(pred);
    return {
      key,
      label,
      value: rs.length,
      records: rs.map((r) => ({
        id: r.id,
        kind: r.kind,
        youngPersonId: r.youngPersonId,
        youngPersonName: r.youngPersonId ? (names.get(r.youngPersonId) ?? null) : null,
        on: day(r.recordDate),
      })),
    };
  };
  const isIncident = (r: PeriodRecord) => r.kind === 'incident';
  const notified = (r: PeriodRecord) =>
    (isIncident(r) && needsNotifying({ data: r.data, homeType: input.homeType } as IncidentScanRow)) ||
    (r.kind === 'safeguarding' &&
      ((r.data.notifications as { authority?: string }[] | undefined) ?? []).some((n) => n.authority === 'ofsted'));
  const admitted = (s: PeriodStay) => s.moveInDate ?? day(s.createdAt);
  const stayFigure = (key: string, label: string, pred: (s: PeriodStay) => boolean): Figure => {
    const ss = input.stays.filter(pred);
    return {
      key,
      label,
      value: ss.length,
      records: ss.map((s) => ({
        id: s.id,
        kind: 'young-person',
        youngPersonId: s.id,
        youngPersonName: s.name,
        on: admitted(s),
      })),
    };
  };
  return [
    stayFigure('admissions', 'Admissions', (s) => admitted(s) >= from && admitted(s) <= to),
    stayFigure('leavers', 'Leavers', (s) => !!s.archivedAt && day(s.archivedAt) >= from && day(s.archivedAt) <= to),
    figure('incidents', 'Incidents', isIncident),
    figure('restraints', 'Incidents with a hold or restraint', (r) => isIncident(r) && restrictiveIntervention(r)),
    figure('missing', 'Missing episodes', (r) => r.kind === 'missing-episode'),
    figure('safeguarding', 'Safeguarding concerns', (r) => r.kind === 'safeguarding'),
    figure('complaints', 'Complaints', (r) => r.kind === 'complaint-feedback' && r.data.type === 'complaint'),
    figure('notifications', 'Notifications to Ofsted', notified),
  ];
}
