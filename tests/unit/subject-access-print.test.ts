// The readable copy of a subject access pack is built from the pack alone: its contents page lists every record in
// order, each record's answers, history, comments and signatures are printed, text is escaped, dates read as UK dates.
import { describe, expect, it } from 'vitest';
import { packHtml, type PrintablePack, words } from '../../engine/young-people/subject-access-print.ts';

const pack = (stage: 'review' | 'release'): PrintablePack => ({
  stage,
  madeAt: new Date('2026-12-14T10:30:00Z'),
  madeBy: 'Dana Whitfield',
  subject: { name: 'Jayden Ellis', dateOfBirth: '2010-04-02', birthYear: null, home: 'Oak House' },
  request: { receivedOn: '2026-12-01', requesterName: 'Jayden Ellis' },
  records: [
    {
      id: 'r1',
      kind: 'daily-log',
      date: '2026-11-02T00:00:00Z',
      status: 'complete',
      writtenBy: 'Sam Carer',
      writtenAt: '2026-11-02T18:00:00Z',
      data: { activities: 'Played pool with [redacted] <after> tea', mood: { morning: 'settled' }, went: true },
      versions: [
        { version: 1, action: 'create', changedBy: 'Sam Carer', changedAt: '2026-11-02T18:00:00Z', reason: null },
      ],
      comments: [{ by: 'Manager Oak', at: '2026-11-03T09:00:00Z', text: 'Good day' }],
      signatures: [{ by: 'Manager Oak', step: 'manager', at: '2026-11-03T09:05:00Z' }],
    },
    {
      id: 'r2',
      kind: 'incident',
      date: '2026-11-20T00:00:00Z',
      status: 'ongoing',
      writtenBy: 'Sam Carer',
      writtenAt: '2026-11-20T12:00:00Z',
      data: { happenedOn: '2026-11-20', summary: '' },
      versions: [],
      comments: [],
      signatures: [],
    },
  ],
  files: [{ title: 'School report', fileName: 'report.pdf', uploadedAt: '2026-10-01T08:00:00Z' }],
  recordViews: [{ viewedAt: '2026-11-04T08:00:00Z', userName: 'Manager Oak', kind: 'daily-log' }],
  redactions: 1,
});
const titles: Record<string, string> = { 'daily-log': 'Daily log', incident: 'Incident' };

describe('the readable copy of a subject access pack', () => {
  it('has a contents page listing every record in order, then each record with its history', () => {
    const html = packHtml(pack('release'), (k) => titles[k]);
    expect(html).toContain('Records held about Jayden Ellis');
    expect(html).toContain('2 April 2010');
    expect(html).toContain('received\n      1 December 2026');
    const contents = html.slice(html.indexOf('<h2>Contents</h2>'), html.indexOf('</ol>\n    </ol>'));
    expect(contents.indexOf('Daily log — 2 November 2026')).toBeGreaterThan(0);
    expect(contents.indexOf('Incident — 20 November 2026')).toBeGreaterThan(contents.indexOf('Daily log'));
    expect(html).toContain('<h2>1. Daily log — 2 November 2026</h2>');
    expect(html).toContain('<h2>2. Incident — 20 November 2026</h2>');
    expect(html).toContain('Played pool with [redacted] &lt;after&gt; tea');
    expect(html).toContain('<dt>Happened on</dt><dd>20 November 2026</dd>');
    expect(html).toContain('<dt>Went</dt><dd>Yes</dd>');
    expect(html).toContain('Good day');
    expect(html).toContain('Manager Oak (Manager)');
    expect(html).toContain('1 marked passage)');
    expect(html).toContain('report.pdf');
    expect(html).not.toContain('not for release');
  });

  it('says plainly when a copy is for review only, and reads field names as words', () => {
    expect(packHtml(pack('review'), (k) => titles[k])).toContain('Copy for review — not for release (unredacted)');
    expect(words('placementPlan')).toBe('Placement plan');
    expect(words('signoffs_pending')).toBe('Signoffs pending');
  });
});
