// /account/email: what a person is emailed about, per category of alert: at once, in a daily digest (07:00), or not
// at all. A link in an email (?off=<category>) turns that category off in one step once signed in. Messages about
// the person's own login (invitations, resets, sign-in changes) are not a choice.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, ApiProblem } from '../api.ts';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';

type Delivery = 'immediate' | 'digest' | 'off';
interface Choices {
  configured: boolean;
  email: string;
  categories: { key: string; label: string; hint: string; delivery: Delivery }[];
}
const OPTIONS: { value: Delivery; label: string }[] = [
  { value: 'immediate', label: 'At once' },
  { value: 'digest', label: 'Daily summary' },
  { value: 'off', label: 'Off' },
];

export default function EmailChoicesPage() {
  const state = useApi<Choices>('/api/account/email');
  const [params, setParams] = useSearchParams();
  const [choices, setChoices] = useState<Choices>();
  const [status, setStatus] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const offDone = useRef(false);
  useEffect(() => setChoices(state.data), [state.data]);

  async function save(key: string, delivery: Delivery) {
    const before = choices;
    // shown at once (a radio follows the click), put back if the server refuses it
    setChoices((c) => c && { ...c, categories: c.categories.map((x) => (x.key === key ? { ...x, delivery } : x)) });
    try {
      const next = await api<Choices>('/api/account/email', { method: 'PUT', body: { [key]: delivery } });
      setChoices(next);
      const label = next.categories.find((c) => c.key === key)?.label ?? key;
      const how = OPTIONS.find((o) => o.value === delivery)!.label.toLowerCase();
      setStatus({ kind: 'status', text: `${label}: ${how}.` });
    } catch (err) {
      setChoices(before);
      setStatus({
        kind: 'alert',
        text: err instanceof ApiProblem ? (err.detail ?? err.title) : 'Not saved. Try again.',
      });
    }
  }

  // from an email's "stop these emails" link: turned off once, then the address is cleaned
  const off = params.get('off');
  useEffect(() => {
    if (!off || !state.data || offDone.current) return;
    offDone.current = true;
    if (state.data.categories.some((c) => c.key === off)) void save(off, 'off');
    setParams({}, { replace: true });
  }, [off, state.data]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state.error) return <ErrorNotice error={state.error} onRetry={state.reload} />;
  if (!choices) return <Loading />;
  return (
    <Page title="Email notifications" subtitle={`Alerts sent to ${choices.email}. You always see them in the app.`}>
      {!choices.configured ? (
        <p className="card border-2 border-accent">
          Email is not set up for this organisation yet, so nothing is sent. Your choices are kept for when it is.
        </p>
      ) : null}
      <p role={status?.kind ?? 'status'} className="min-h-[1.5rem]">
        {status?.text ?? ''}
      </p>
      <div className="space-y-3">
        {choices.categories.map((c) => (
          <fieldset key={c.key} className="card space-y-2">
            <legend className="font-semibold">{c.label}</legend>
            <p className="text-sm text-muted">{c.hint}</p>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {OPTIONS.map((o) => (
                <label key={o.value} className="inline-flex min-h-[44px] items-center gap-2">
                  <input
                    type="radio"
                    name={`email-${c.key}`}
                    value={o.value}
                    checked={c.delivery === o.value}
                    onChange={() => void save(c.key, o.value)}
                  />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <p className="text-sm text-muted">
        The daily summary is sent at 7am. Emails name no child: they say what kind of alert, which home and when it is
        due, and link here and to your notifications. Invitations, password resets and changes to how you sign in are
        always emailed.
      </p>
    </Page>
  );
}
