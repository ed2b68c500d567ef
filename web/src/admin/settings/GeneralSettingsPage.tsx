// /settings — General: the organisation's name, its toggles (SPEC §9) as switches, the sign-off reminder, and
// who must sign in with a second factor.
import { type FormEvent, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { useMe } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { canEditSettings } from '../access.ts';
import { paths, saveOrganisation } from '../api.ts';
import type { Organisation } from '../types.ts';
import { Field, StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';
import { Switch } from '../ui/Switch.tsx';
import { SecondFactorPolicyCard } from './SecondFactorPolicyCard.tsx';
import { SingleSignOnCard } from './SingleSignOnCard.tsx';

export default function GeneralSettingsPage() {
  const state = useApi<Organisation>(paths.organisation);
  return (
    <Loaded state={state} title="Settings">
      {(org) => <GeneralForm key={org.id} org={org} />}
    </Loaded>
  );
}

function GeneralForm({ org }: { org: Organisation }) {
  const me = useMe();
  const editable = canEditSettings(me);
  const saved = org.settings.toggles ?? {};
  const [name, setName] = useState(org.name);
  const [toggles, setToggles] = useState<Record<string, boolean>>(
    Object.fromEntries(org.toggleList.map((t) => [t.value, saved[t.value] === true])),
  );
  const [reminder, setReminder] = useState(String(saved.signoffReminderDays ?? ''));
  // the 48-hour average's reference period (decision 0430): unset is 26 weeks, residential care
  const [referenceWeeks, setReferenceWeeks] = useState(Number(saved.workingTimeReferenceWeeks ?? 26));
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reminderError =
    reminder !== '' && !/^\d{1,3}$/.test(reminder) ? 'Enter a whole number of days, such as 3' : undefined;

  const parents = org.toggleList.filter((t) => !t.group);
  const childrenOf = (value: string) => org.toggleList.filter((t) => t.group === value);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (reminderError || !name.trim()) return;
    setBusy(true);
    setProblem(undefined);
    setStatus(null);
    try {
      const body: Record<string, boolean | number> = { ...toggles };
      if (reminder !== '') body.signoffReminderDays = Number(reminder);
      body.workingTimeReferenceWeeks = referenceWeeks;
      await saveOrganisation({ name: name.trim(), toggles: body });
      setStatus('Settings saved.');
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Settings" subtitle="How your organisation uses Care Records.">
      <SettingsNav />
      {problem ? <ProblemNotice problem={problem} /> : null}
      {!editable ? (
        <p className="text-muted">You can see these settings; changing them needs edit access to Settings.</p>
      ) : null}
      <form className="space-y-6" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="card space-y-4" disabled={!editable}>
          <legend className="px-1 text-lg font-semibold">General</legend>
          <Field label="Organisation name" error={!name.trim() ? 'Enter the organisation name' : undefined}>
            {(ids) => (
              <input
                {...ids}
                className="field-input max-w-xl"
                value={name}
                maxLength={200}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Sign-off reminder (days)"
            hint="Remind people of a sign-off still waiting after this many days. Leave empty for no reminder."
            error={reminderError}
          >
            {(ids) => (
              <input
                {...ids}
                className="field-input w-32"
                inputMode="numeric"
                value={reminder}
                onChange={(e) => setReminder(e.target.value.trim())}
              />
            )}
          </Field>
          <Field
            label="Working time reference period"
            hint="The weeks the 48-hour average is taken over. Residential care may use 26 weeks; up to 52 only under a workforce or collective agreement."
          >
            {(ids) => (
              <select
                {...ids}
                className="field-input w-72"
                value={referenceWeeks}
                onChange={(e) => setReferenceWeeks(Number(e.target.value))}
              >
                <option value={17}>17 weeks</option>
                <option value={26}>26 weeks (residential care)</option>
                <option value={52}>52 weeks (workforce agreement)</option>
                {[17, 26, 52].includes(referenceWeeks) ? null : (
                  <option value={referenceWeeks}>{referenceWeeks} weeks</option>
                )}
              </select>
            )}
          </Field>
        </fieldset>
        <fieldset className="card space-y-1" disabled={!editable}>
          <legend className="px-1 text-lg font-semibold">What your organisation records</legend>
          <p className="mb-2 text-muted">Turn on the parts of the product your homes use.</p>
          {parents.map((t) => (
            <div key={t.value}>
              <Switch
                label={t.label}
                checked={toggles[t.value]}
                onChange={(on) => setToggles({ ...toggles, [t.value]: on })}
              />
              {childrenOf(t.value).map((c) => (
                <div key={c.value} className="ml-8">
                  <Switch
                    label={c.label}
                    checked={toggles[c.value]}
                    disabled={!toggles[t.value]}
                    hint={!toggles[t.value] ? `Needs "${t.label}" on.` : undefined}
                    onChange={(on) => setToggles({ ...toggles, [c.value]: on })}
                  />
                </div>
              ))}
            </div>
          ))}
        </fieldset>
        {editable ? (
          <div className="flex items-center gap-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save settings'}
            </button>
            <StatusLine message={status} />
          </div>
        ) : null}
      </form>
      <SecondFactorPolicyCard />
      <SingleSignOnCard />
    </Page>
  );
}
