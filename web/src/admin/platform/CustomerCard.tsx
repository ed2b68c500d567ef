// One organisation: its size, suspend / enable, and its feature flags.
import { useId, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { setCustomerFeatures, setCustomerSuspended } from '../api.ts';
import type { Customer, ListItem } from '../types.ts';
import { toProblem } from '../ui/problem.ts';
import { Switch } from '../ui/Switch.tsx';

export function CustomerCard({
  customer: c,
  featureList,
  onChanged,
  onProblem,
}: {
  customer: Customer;
  featureList: ListItem[];
  onChanged: (message: string) => void;
  onProblem: (p: ApiProblem) => void;
}) {
  const id = useId();
  const suspended = !!c.suspendedAt;
  // Shown at once; put back if the server refuses.
  const [features, setFeatures] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(featureList.map((f) => [f.value, c.features[f.value] === true])),
  );
  async function run(action: () => Promise<unknown>, message: string) {
    try {
      await action();
      onChanged(message);
    } catch (err) {
      onProblem(toProblem(err));
    }
  }
  const setFeature = (flag: string, on: boolean) => {
    const before = features;
    const next = { ...features, [flag]: on };
    setFeatures(next);
    const label = featureList.find((f) => f.value === flag)?.label ?? flag;
    void run(
      () =>
        setCustomerFeatures(c.id, next).catch((err: unknown) => {
          setFeatures(before);
          throw err;
        }),
      `${label} turned ${on ? 'on' : 'off'} for ${c.name}.`,
    );
  };
  return (
    <section className="card space-y-3" aria-labelledby={`${id}-h`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-h`} className="text-lg font-semibold">
            {c.name}
            {suspended ? (
              <span className="ml-2 rounded-full border border-danger px-2 py-0.5 text-sm text-danger">Suspended</span>
            ) : null}
          </h2>
          <p className="text-sm text-muted">
            Short name {c.slug} · {c.homes} homes · {c.users} active users · {c.youngPeople} young people
          </p>
        </div>
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            void run(() => setCustomerSuspended(c.id, !suspended), `${c.name} ${suspended ? 'enabled' : 'suspended'}.`)
          }
        >
          {suspended ? `Enable ${c.name}` : `Suspend ${c.name}`}
        </button>
      </div>
      {suspended ? <p className="text-sm">Its people cannot sign in until it is enabled again.</p> : null}
      <fieldset>
        <legend className="field-label">Features for {c.name}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {featureList.map((f) => (
            <Switch
              key={f.value}
              label={f.label}
              checked={features[f.value]}
              onChange={(on) => setFeature(f.value, on)}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
