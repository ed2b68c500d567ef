// When a record waiting on the device says to phone the on-call manager: a missing episode always; an incident when
// notifiable by what is recorded (reg 40 / reg 27), a child missing or seriously ill; restraint only in supported
// accommodation; nothing else.
import { describe, expect, it } from 'vitest';
import { phoneOnCallNow } from '../../web/src/offline/onCall.ts';

const CH = 'children_home';
const SA = 'support_accomodation_for_older_children';

describe('phoning the on-call manager about what was written offline', () => {
  it('a missing episode, always, even before anything is filled in', () => {
    expect(phoneOnCallNow('missing-episode', {}, CH)).toBe(true);
    expect(phoneOnCallNow('missing-episode', undefined, SA)).toBe(true);
  });

  it('an incident notifiable by its type or by the judgement recorded', () => {
    for (const t of ['death', 'exploitation', 'allegation_staff', 'allegation', 'missing', 'serious_illness'])
      expect(phoneOnCallNow('incident', { general: { types: [t] } }, CH), t).toBe(true);
    for (const g of [{ policeSerious: true }, { otherSerious: true }, { reg27Accident: true }, { medical: 'admitted' }])
      expect(phoneOnCallNow('incident', { general: { types: ['damage'], ...g } }, CH), JSON.stringify(g)).toBe(true);
  });

  it('restraint is notifiable in supported accommodation, not by itself in a children’s home', () => {
    const data = { general: { types: ['aggression'] }, intervention: [{ level: 'restraint' }] };
    expect(phoneOnCallNow('incident', data, SA)).toBe(true);
    expect(phoneOnCallNow('incident', data, CH)).toBe(false);
    expect(phoneOnCallNow('incident', { ...data, intervention: [{ level: 'verbal' }] }, SA)).toBe(false);
  });

  it('an ordinary incident, or any other kind, does not', () => {
    expect(phoneOnCallNow('incident', { general: { types: ['damage', 'verbal'], medical: 'first_aid' } }, CH)).toBe(
      false,
    );
    expect(phoneOnCallNow('incident', {}, CH)).toBe(false);
    expect(phoneOnCallNow('incident', { general: { types: 'death' } }, CH)).toBe(false);
    expect(phoneOnCallNow('daily-log', { general: { types: ['death'] } }, CH)).toBe(false);
  });
});
