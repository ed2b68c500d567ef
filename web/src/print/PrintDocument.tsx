// A printable document: returns, reviews and the inspection pack print through the browser as a
// clean document an inspector can read without the app — its heading (what it is, the home, the period), the
// content, who signed it and when, a running footer and page numbers (print.css). On screen only the Print
// button shows; the heading, sign-off block and footer are print-only, so a screen keeps its own layout.
import './print.css';
import type { ReactNode } from 'react';

const ukDay = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const ukTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** dd/mm/yyyy: a calendar day as it is, an instant on its London day. */
export function printDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? value : ukDay.format(d);
}

/** dd/mm/yyyy hh:mm in London time. */
export function printDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : `${ukDay.format(d)} ${ukTime.format(d)}`;
}

interface PrintSignature {
  name: string;
  step?: string;
  signedAt: string | null;
}

export interface PrintDocumentProps {
  /** What the document is, e.g. "Supported accommodation annual return". */
  title: string;
  /** The home's name (and anything that identifies it, e.g. the URN). */
  home: string;
  /** The period the document covers (calendar days, YYYY-MM-DD). */
  period?: { from: string | null; to: string | null };
  /** Status in words ("Completed, All Signed Off"), printed under the heading. */
  status?: string;
  /** Who wrote it. */
  author?: string;
  /** Who signed (and who is still to sign: signedAt null). */
  signatures?: PrintSignature[];
  /** A note printed under the heading (e.g. the wording caveat). */
  note?: string;
  children: ReactNode;
}

export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button type="button" className="btn-secondary no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}

/** The document: print-only heading and sign-off block around the screen's own content. */
export function PrintDocument({ title, home, period, status, author, signatures, note, children }: PrintDocumentProps) {
  const periodText = period ? `${printDate(period.from)} to ${printDate(period.to)}` : null;
  const signed = (signatures ?? []).filter((s) => s.signedAt);
  const waiting = (signatures ?? []).filter((s) => !s.signedAt);
  return (
    <article className="print-document">
      <div className="print-only print-heading mb-4 border-b border-black pb-2" data-testid="print-heading">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p>
          <strong>Home:</strong> {home}
        </p>
        {periodText ? (
          <p>
            <strong>Period:</strong> {periodText}
          </p>
        ) : null}
        {status ? (
          <p>
            <strong>Status:</strong> {status}
          </p>
        ) : null}
        {author ? (
          <p>
            <strong>Written by:</strong> {author}
          </p>
        ) : null}
        {note ? <p className="mt-1 text-sm italic">{note}</p> : null}
      </div>
      {children}
      <section className="print-only print-signatures mt-6 border-t border-black pt-2" data-testid="print-signatures">
        <h2 className="text-lg font-semibold">Sign-off</h2>
        {signed.length === 0 && waiting.length === 0 ? <p>Not yet submitted for sign-off.</p> : null}
        <ul>
          {signed.map((s, i) => (
            <li key={`s${i}`}>
              Signed by {s.name}
              {s.step === 'manager' ? ' (manager)' : ''} on {printDateTime(s.signedAt)}
            </li>
          ))}
          {waiting.map((s, i) => (
            <li key={`w${i}`}>
              Awaiting the signature of {s.name}
              {s.step === 'manager' ? ' (manager)' : ''}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">Printed {printDateTime(new Date().toISOString())}</p>
      </section>
      <footer className="print-only print-footer">{[title, home, periodText].filter(Boolean).join(' · ')}</footer>
    </article>
  );
}
