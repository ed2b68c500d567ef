// What the shift pack answers when the network fails: who I am, the forms written offline (for the home's type and
// the version asked), the home's young people by name only and its staff; nothing for another home, another form,
// a version it does not hold, or any other read (a record, the chronology), which then fails as before.
import { describe, expect, it } from 'vitest';
import { answerFromPack, type KeptPack } from '../../web/src/offline/shiftPack.ts';

const HOME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const YP = '33333333-3333-4333-8333-333333333333';
const kept = {
  me: { id: 'me', name: 'Sam Taylor' },
  pack: {
    issuedAt: '2026-11-28T01:00:00.000Z',
    home: { id: HOME, name: 'Oak House', type: 'children_home', onCallPhone: '07700 900123' },
    youngPeople: [{ id: YP, firstName: 'Amelia', lastName: 'Hughes', preferredName: null }],
    staff: [{ id: 'staff-1', name: 'Sam Taylor' }],
    definitions: [{ kind: 'daily-log', version: 3, title: 'Daily log' }],
  },
} as unknown as KeptPack;

describe('reads answered from the shift pack', () => {
  it('answers the reads a form written offline makes', () => {
    expect(answerFromPack(kept, '/api/auth/me')).toBe(kept.me);
    expect(answerFromPack(kept, '/api/definitions')).toEqual(kept.pack.definitions);
    expect(answerFromPack(kept, '/api/definitions/daily-log?homeType=children_home')).toMatchObject({ version: 3 });
    expect(answerFromPack(kept, '/api/definitions/daily-log?version=3')).toMatchObject({ kind: 'daily-log' });
    expect(answerFromPack(kept, `/api/staff?home=${HOME}`)).toEqual([
      { id: 'staff-1', name: 'Sam Taylor', jobTitle: null, homeIds: [HOME] },
    ]);
    expect(answerFromPack(kept, '/api/homes')).toEqual([
      {
        id: HOME,
        name: 'Oak House',
        type: 'children_home',
        onCallPhone: '07700 900123',
        address: null,
        archivedAt: null,
      },
    ]);
  });

  it('a young person by name and home only, said to come from the pack', () => {
    const one = answerFromPack(kept, `/api/young-people/${YP}`);
    expect(one).toMatchObject({ id: YP, firstName: 'Amelia', homeName: 'Oak House', fromShiftPack: true });
    expect(one).toMatchObject({ dateOfBirth: null, keyWorkerName: null, gender: null });
    expect(answerFromPack(kept, `/api/young-people?home=${HOME}`)).toEqual([one]);
  });

  it('answers nothing it does not hold', () => {
    for (const path of [
      `/api/young-people?home=${OTHER}`,
      `/api/staff?home=${OTHER}`,
      '/api/definitions/medication',
      '/api/definitions/daily-log?version=2',
      '/api/definitions/daily-log?homeType=support_accomodation_for_older_children',
      `/api/young-people/${OTHER}`,
      `/api/young-people/${YP}/chronology`,
      `/api/young-people/${YP}/overview`,
      '/api/records/daily-log?youngPerson=' + YP,
      `/api/shift-pack?home=${HOME}`,
    ])
      expect(answerFromPack(kept, path), path).toBeUndefined();
  });
});
