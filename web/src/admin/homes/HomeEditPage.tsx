// /homes/edit (?id= to edit): a home's name, type (SPEC §1 labels), address and on-call number.
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { paths, saveHome } from '../api.ts';
import type { AdminHome } from '../types.ts';
import { Field } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { HOME_TYPE_OPTIONS, NON_OPERATIONAL_NOTE } from './homeTypes.ts';
import { NonOperationalBadge } from './NonOperationalBadge.tsx';

const NON_OPERATIONAL = /^(head[\s-]?office|test|archived|training)$/i;

export default function HomeEditPage() {
  const id = useSearchParams()[0].get('id');
  const homes = useApi<AdminHome[]>(paths.homes);
  const title = id ? 'Edit home' : 'Add a home';
  return (
    <Loaded state={homes} title={title}>
      {(list) => {
        const home = id ? list.find((h) => h.id === id) : undefined;
        if (id && !home)
          return (
            <Page title={title}>
              <p>
                That home was not found.{' '}
                <Link className="link" to="/homes">
                  Back to homes
                </Link>
              </p>
            </Page>
          );
        return <HomeForm key={id ?? 'new'} home={home} title={title} />;
      }}
    </Loaded>
  );
}

function HomeForm({ home, title }: { home?: AdminHome; title: string }) {
  const navigate = useNavigate();
  const [name, setName] = useState(home?.name ?? '');
  const [type, setType] = useState<string>(home?.type ?? 'children_home');
  const [address, setAddress] = useState(home?.address ?? '');
  const [onCallPhone, setOnCallPhone] = useState(home?.onCallPhone ?? '');
  const [problem, setProblem] = useState<ApiProblem>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameError = tried && !name.trim() ? "Enter the home's name" : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!name.trim()) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const saved = await saveHome(home?.id ?? null, {
        name: name.trim(),
        type,
        address: address.trim() || null,
        onCallPhone: onCallPhone.trim() || null,
      });
      void navigate('/homes', { state: { flash: `${saved.name} saved.` } });
    } catch (err) {
      setProblem(toProblem(err));
      setBusy(false);
    }
  }

  return (
    <Page
      title={title}
      subtitle={
        <Link className="link" to="/homes">
          Back to homes
        </Link>
      }
    >
      {problem ? (
        <ProblemNotice
          problem={problem}
          labels={{ name: 'Name', type: 'Type', address: 'Address', onCallPhone: 'On-call number' }}
        />
      ) : null}
      <form className="card max-w-2xl space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Name" hint={NON_OPERATIONAL_NOTE} error={nameError}>
          {(ids) => (
            <div className="flex items-center">
              <input
                {...ids}
                className="field-input"
                value={name}
                maxLength={200}
                onChange={(e) => setName(e.target.value)}
              />
              {NON_OPERATIONAL.test(name.trim()) ? <NonOperationalBadge /> : null}
            </div>
          )}
        </Field>
        <fieldset>
          <legend className="field-label">Type</legend>
          {HOME_TYPE_OPTIONS.map((t) => (
            <label key={t.value} className="flex min-h-[44px] items-center gap-2">
              <input
                type="radio"
                name="home-type"
                value={t.value}
                checked={type === t.value}
                onChange={() => setType(t.value)}
              />
              {t.label}
            </label>
          ))}
          <p className="text-sm text-muted">
            The type changes wording across the product, e.g. placement plan or support plan.
          </p>
        </fieldset>
        <Field label="Address">
          {(ids) => (
            <textarea
              {...ids}
              className="field-input min-h-[5rem]"
              value={address}
              maxLength={500}
              onChange={(e) => setAddress(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="On-call number"
          hint="Who staff phone out of hours. Shown on a phone or tablet with no connection when a notifiable incident or a missing episode is written, so the on-call manager is phoned at once."
        >
          {(ids) => (
            <input
              {...ids}
              type="tel"
              autoComplete="off"
              className="field-input max-w-xs"
              value={onCallPhone}
              maxLength={40}
              onChange={(e) => setOnCallPhone(e.target.value)}
            />
          )}
        </Field>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save home'}
          </button>
          <Link className="btn-ghost" to="/homes">
            Cancel
          </Link>
        </div>
      </form>
    </Page>
  );
}
