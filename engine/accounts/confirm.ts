// A second person present at the moment money moves: they type their own PIN (or, with no PIN yet, their password)
// on the recorder's device. Wrong tries count against the person recording, per colleague named
// (engine/auth/pin.ts), so no one can lock a colleague out by naming them.
import { type Caller, callerFrom, type Verdict } from '../access/index.ts';
import { verifyPassword } from '../auth/password.ts';
import { type PinTries, verifyPin } from '../auth/pin.ts';
import { invalid } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { pinStore } from '../store/pins.ts';

export interface SecondPerson {
  userId: string;
  pin?: string;
  password?: string;
}

/**
 * The person named at `at` ('/witness', '/approval'), confirmed: the verdict says whether they may be that person
 * here, then their PIN or password is checked. 422 at the field that is wrong.
 */
export async function confirmSecondPerson(
  store: Store,
  pinTries: PinTries,
  c: Caller,
  given: SecondPerson,
  at: string,
  may: (person: Caller) => Verdict,
): Promise<{ id: string; method: 'pin' | 'password' }> {
  const u = await store.forOrg(c.orgId).people.user(given.userId);
  if (!u || !u.active)
    throw invalid('That person is not a member of staff here.', [
      { path: `${at}/userId`, message: 'is not a member of staff' },
    ]);
  const verdict = may(callerFrom(u));
  if (!verdict.ok) throw invalid(verdict.reason, [{ path: `${at}/userId`, message: verdict.reason }]);
  const key = `${c.id}:witness:${u.id}`;
  await pinTries.allowed(key, `${u.name}'s PIN or password`);
  const pin = await pinStore(store.db, c.orgId).pin(u.id);
  if (pin?.hash) {
    if (!given.pin)
      throw invalid(`${u.name} confirms with their PIN.`, [
        { path: `${at}/pin`, message: 'is required: a PIN is set' },
      ]);
    if (!(await verifyPin(given.pin, pin.hash))) {
      await pinTries.failed(key);
      throw invalid(`${u.name}'s PIN is not right.`, [
        { path: `${at}/pin`, message: `does not match ${u.name}'s PIN` },
      ]);
    }
    await pinTries.succeeded(key);
    return { id: u.id, method: 'pin' };
  }
  if (!given.password)
    throw invalid(`${u.name} has no PIN yet: they confirm with their password.`, [
      { path: `${at}/password`, message: 'is required: no PIN is set yet' },
    ]);
  if (!(await verifyPassword(given.password, u.passwordHash))) {
    await pinTries.failed(key);
    throw invalid(`${u.name}'s password is not right.`, [
      { path: `${at}/password`, message: `does not match ${u.name}'s password` },
    ]);
  }
  await pinTries.succeeded(key);
  return { id: u.id, method: 'password' };
}
