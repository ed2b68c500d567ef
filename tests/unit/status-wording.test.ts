// A record kind's own status names (SPEC §4): the skill assessment statuses for the ILS, the Closed / In Progress
// variant for a complaint and a maintenance job, the plan/record labels for the rest.
import { describe, expect, it } from 'vitest';
import { kindStatusLabel } from '../../definitions/status-wording.ts';

describe('status wording by kind', () => {
  it.each(['complaint-feedback', 'maintenance'])('%s is In Progress, then Closed', (kind) => {
    expect(kindStatusLabel(kind, 'ongoing')).toBe('In Progress');
    expect(kindStatusLabel(kind, 'signoffs_pending')).toBe('Closed, Pending Sign-offs');
    expect(kindStatusLabel(kind, 'non_manager_signoffs_pending')).toBe(
      'Closed, Manager Signed Off, Pending Other Sign-Offs',
    );
    expect(kindStatusLabel(kind, 'complete')).toBe('Closed, All Signed Off');
  });

  it('the ILS keeps its skill assessment statuses; other kinds have none of their own', () => {
    expect(kindStatusLabel('ils-plan', 'ongoing')).toBe('Not Assessed');
    expect(kindStatusLabel('daily-log', 'complete')).toBeUndefined();
  });
});
