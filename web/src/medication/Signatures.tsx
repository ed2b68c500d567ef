// Who confirms a dose or a stock movement: the recorder's staff PIN (their password until they set one) and,
// for a controlled drug, a second member of staff as witness with their own PIN or password. A password is at
// least 12 characters, so 4–6 digits can only be a PIN: the body names it `pin`, anything else `password`.
import { Link } from 'react-router';
import { useMe } from '../session.tsx';
import { SecondPersonFields } from '../ui/SecondPersonFields.tsx';
import { useApi } from '../use-api.ts';

export interface SignValues {
  secret: string;
  witnessId: string;
  witnessSecret: string;
}
export const emptySign: SignValues = { secret: '', witnessId: '', witnessSecret: '' };
const isPin = (s: string) => /^[0-9]{4,6}$/.test(s);
const secretField = (s: string) => (isPin(s) ? { pin: s } : { password: s });
export const signBody = (s: SignValues, withWitness: boolean) => ({
  ...secretField(s.secret),
  ...(withWitness && s.witnessId ? { witness: { userId: s.witnessId, ...secretField(s.witnessSecret) } } : {}),
});

export function Signatures({
  homeId,
  value,
  onChange,
  witness,
}: {
  homeId: string;
  value: SignValues;
  onChange: (v: SignValues) => void;
  witness: boolean;
}) {
  const me = useMe();
  const pin = useApi<{ set: boolean }>('/api/account/pin');
  const hasPin = pin.data?.set === true;
  return (
    <>
      {hasPin ? (
        <label className="block">
          <span className="field-label">Your PIN (confirms it is you)</span>
          <input
            type="password"
            inputMode="numeric"
            pattern="[0-9]{4,6}"
            maxLength={6}
            autoComplete="off"
            required
            className="field-input max-w-[12rem]"
            value={value.secret}
            onChange={(e) => onChange({ ...value, secret: e.target.value.replace(/\D/g, '') })}
          />
        </label>
      ) : (
        <label className="block">
          <span className="field-label">Your password (confirms it is you)</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            className="field-input"
            value={value.secret}
            onChange={(e) => onChange({ ...value, secret: e.target.value })}
          />
          {pin.data ? (
            <span className="mt-1 block text-sm text-muted">
              You have no staff PIN yet.{' '}
              <Link className="underline" to={`/profile/${encodeURIComponent(me.id)}`}>
                Set one in your profile
              </Link>{' '}
              to confirm medicines with it.
            </span>
          ) : null}
        </label>
      )}
      {witness ? (
        <SecondPersonFields
          homeId={homeId}
          legend="Witness (controlled drug)"
          personLabel="Witness"
          secretLabel="Witness's PIN (their password if they have no PIN)"
          value={{ userId: value.witnessId, secret: value.witnessSecret }}
          onChange={(v) => onChange({ ...value, witnessId: v.userId, witnessSecret: v.secret })}
        />
      ) : null}
    </>
  );
}
