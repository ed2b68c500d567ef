// Webhook events: which record changes an integrator can subscribe to, worked out from the outbox
// message every record write sends (engine/store/records.ts). Pure, so the mapping is tested alone.
import leaveRequest from '../../definitions/staff/leave-request.ts';
import overtimeRequest from '../../definitions/staff/overtime-request.ts';
import homeTransfer from '../../definitions/young-person/home-transfer.ts';
import type { RecordDefinition } from '../definitions/types.ts';

/** Approval kinds name their events (`events`): a leave request raises leave.requested, leave.approved… */
const APPROVAL_KINDS: Pick<RecordDefinition, 'kind' | 'title' | 'events'>[] = [
  leaveRequest,
  overtimeRequest,
  homeTransfer,
];
const REQUEST_EVENT_NAMES = new Map(APPROVAL_KINDS.map((d) => [d.kind, d.events!]));
const REQUEST_STEPS = [
  ['requested', 'asked for'],
  ['approved', 'approved'],
  ['rejected', 'rejected'],
  ['cancelled', 'cancelled'],
] as const;
/** Steps only some approval kinds take: a transfer between homes is made on its day (the engine's move). */
const MORE_STEPS: Record<string, readonly (readonly [string, string])[]> = {
  'home-transfer': [['moved', 'made: the young person has moved']],
};
/** An approval step's event (a request booked for someone is created, then approved in the same transaction). */
const STEP_OF: Record<string, string> = {
  create: 'requested',
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  move: 'moved',
};

export const WEBHOOK_EVENTS = [
  { value: 'record.created', label: 'A record is started (first saved)' },
  { value: 'record.updated', label: 'A draft is saved again' },
  { value: 'record.submitted', label: 'A record is submitted' },
  { value: 'record.signed_off', label: 'A record is signed off by everyone (complete)' },
  { value: 'record.reopened', label: 'A record is reopened' },
  { value: 'record.archived', label: 'A record is archived' },
  { value: 'record.restored', label: 'A record is restored from the archive' },
  { value: 'incident.restraint', label: 'An incident with a hold or restraint is submitted' },
  ...APPROVAL_KINDS.flatMap((d) =>
    [...REQUEST_STEPS, ...(MORE_STEPS[d.kind] ?? [])].map(([step, verb]) => ({
      value: `${d.events}.${step}`,
      label: `A ${d.title.toLowerCase()} is ${verb}`,
    })),
  ),
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]['value'] | 'ping';
export const EVENT_VALUES = WEBHOOK_EVENTS.map((e) => e.value) as string[];

/** The outbox message of a record write (topic record.changed). */
export interface RecordChange {
  recordId: string;
  kind: string;
  action: string;
  status: string;
  version: number;
}

const BY_ACTION: Record<string, WebhookEvent> = {
  create: 'record.created',
  update: 'record.updated',
  submit: 'record.submitted',
  reopen: 'record.reopened',
  archive: 'record.archived',
  unarchive: 'record.restored',
};

/**
 * The events one change raises. A sign-off raises record.signed_off only when it completes the record
 * (earlier signatures are steps on the way). incident.restraint needs the incident's data: asked for
 * only when someone subscribes to it (`restraint` is called lazily).
 */
export async function eventsOf(
  change: RecordChange,
  restraint: () => Promise<boolean>,
  wanted: Set<string>,
): Promise<WebhookEvent[]> {
  const out: WebhookEvent[] = [];
  const plain =
    change.action === 'sign-off'
      ? change.status === 'complete'
        ? 'record.signed_off'
        : null
      : (BY_ACTION[change.action] ?? null);
  if (plain && wanted.has(plain)) out.push(plain);
  const request = REQUEST_EVENT_NAMES.get(change.kind);
  const step = STEP_OF[change.action];
  if (request && step && wanted.has(`${request}.${step}`)) out.push(`${request}.${step}`);
  if (
    change.kind === 'incident' &&
    change.action === 'submit' &&
    wanted.has('incident.restraint') &&
    (await restraint())
  )
    out.push('incident.restraint');
  return out;
}

/**
 * What a delivery carries: ids, never the record's content (data minimisation — a child's record goes
 * no further than it must; the integrator fetches it with its token, under its scopes).
 */
export function payloadOf(event: WebhookEvent, orgId: string, occurredAt: Date, change?: RecordChange) {
  return {
    event,
    organisationId: orgId,
    occurredAt: occurredAt.toISOString(),
    ...(change
      ? {
          record: {
            id: change.recordId,
            kind: change.kind,
            status: change.status,
            version: change.version,
            href: `/api/records/${change.kind}/${change.recordId}`,
          },
        }
      : {}),
  };
}
