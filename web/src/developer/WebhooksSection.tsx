// Webhooks: where record events are sent, a new subscription (its secret shown once), switching one off,
// a test delivery, and each one's delivery log.
import { type FormEvent, useState } from 'react';
import { Field } from '../admin/ui/Field.tsx';
import { toProblem } from '../admin/ui/problem.ts';
import { ProblemNotice } from '../admin/ui/ProblemNotice.tsx';
import type { ApiProblem } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { ChoiceChecks } from '../ui/ChoiceChecks.tsx';
import { createWebhook, type EventChoice, pingWebhook, updateWebhook, type Webhook } from './api.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { ShownOnce } from './ShownOnce.tsx';

export function WebhooksSection({
  webhooks,
  events,
  canEdit,
  onChanged,
}: {
  webhooks: Webhook[];
  events: EventChoice[];
  canEdit: boolean;
  onChanged: (message: string) => void;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [made, setMade] = useState<string>();
  const [open, setOpen] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const label = (v: string) => events.find((e) => e.value === v)?.label ?? v;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const r = await createWebhook({ url: url.trim(), description: description.trim() || null, events: chosen });
      setMade(r.secret);
      setUrl('');
      setDescription('');
      setChosen([]);
      onChanged('Webhook added.');
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }
  async function act(w: Webhook, what: 'toggle' | 'ping') {
    setProblem(undefined);
    try {
      if (what === 'ping') {
        await pingWebhook(w.id);
        setOpen(w.id);
        setRefresh((n) => n + 1);
        onChanged(`A test delivery to ${w.url} is on its way.`);
        return;
      }
      await updateWebhook(w.id, { url: w.url, description: w.description, events: w.events, active: !w.active });
      onChanged(`${w.url} switched ${w.active ? 'off' : 'on'}.`);
    } catch (err) {
      setProblem(toProblem(err));
    }
  }

  return (
    <section className="space-y-4" aria-labelledby="webhooks-h">
      <h2 id="webhooks-h" className="text-xl font-semibold">
        Webhooks
      </h2>
      <p className="text-muted">
        When a record event happens, the address is sent a POST saying which record and what happened — ids only, never
        what the record says (the other system reads it with its token). Each is signed: the header{' '}
        <code>Care-Records-Signature</code> holds
        <code> t=&lt;time&gt;,v1=&lt;HMAC-SHA256 of "time.body" with the secret&gt;</code>. Failed deliveries are tried
        again for about two hours.
      </p>
      {made ? (
        <ShownOnce
          title="Signing secret"
          secret={made}
          note="The receiving system checks each delivery's signature with it."
        />
      ) : null}
      {problem ? <ProblemNotice problem={problem} labels={{ url: 'Address', events: 'Events' }} /> : null}
      {webhooks.length ? (
        <ul className="space-y-3" aria-label="Webhooks">
          {webhooks.map((w) => (
            <li key={w.id} className="card space-y-2">
              <div className="flex flex-col gap-2 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0 lg:flex-1">
                  <p className="break-all font-mono font-medium">{w.url}</p>
                  {w.description ? <p>{w.description}</p> : null}
                  <p className="text-sm text-muted">
                    {w.active ? 'On' : 'Switched off'} · {w.delivered} delivered · {w.failed} given up
                    {w.lastDeliveryAt ? ` · last ${formatDateTime(w.lastDeliveryAt)}` : ''} · added by {w.createdByName}
                  </p>
                  <p className="text-sm">{w.events.map(label).join('; ')}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-expanded={open === w.id}
                    onClick={() => setOpen(open === w.id ? null : w.id)}
                  >
                    {open === w.id ? 'Hide log' : 'Delivery log'}
                  </button>
                  {canEdit ? (
                    <button
                      type="button"
                      className="btn-secondary"
                      onClick={() => void act(w, 'ping')}
                      disabled={!w.active}
                    >
                      Send a test
                    </button>
                  ) : null}
                  {canEdit ? (
                    <button type="button" className="btn-secondary" onClick={() => void act(w, 'toggle')}>
                      {w.active ? 'Switch off' : 'Switch on'}
                    </button>
                  ) : null}
                </div>
              </div>
              {open === w.id ? <DeliveryLog webhookId={w.id} refresh={refresh} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No webhooks yet.</p>
      )}
      {canEdit ? (
        <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-webhook-h">
          <h3 id="new-webhook-h" className="text-lg font-semibold">
            Add a webhook
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Address" hint="https:// on the public internet.">
              {(ids) => (
                <input
                  {...ids}
                  type="url"
                  className="field-input"
                  value={url}
                  maxLength={2000}
                  onChange={(e) => setUrl(e.target.value)}
                />
              )}
            </Field>
            <Field label="What it is for (optional)">
              {(ids) => (
                <input
                  {...ids}
                  className="field-input"
                  value={description}
                  maxLength={300}
                  onChange={(e) => setDescription(e.target.value)}
                />
              )}
            </Field>
          </div>
          <ChoiceChecks legend="Events" choices={events} value={chosen} onChange={setChosen} />
          <button type="submit" className="btn-primary" disabled={busy || !url.trim() || !chosen.length}>
            {busy ? 'Adding…' : 'Add webhook'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
