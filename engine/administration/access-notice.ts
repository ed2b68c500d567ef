// Telling a person their access changed: an in-app alert for them alone, written in the same transaction
// as the change and its audit line (an email will follow once the product sends email).
import { randomUUID } from 'node:crypto';
import type { Caller } from '../access/index.ts';
import type { OrgStore } from '../store/index.ts';

export async function tellAccessChanged(s: Pick<OrgStore, 'alerts'>, by: Caller, userId: string, what: string) {
  await s.alerts.raise(
    {
      kind: 'access_changed',
      recordCategory: 'profile',
      title: `${by.name} ${what}`,
      body: 'If you did not expect this, tell your manager or a director.',
      naturalKey: `access_changed:${userId}:${randomUUID()}`,
      createdBy: by.id,
    },
    [userId],
  );
}
