// Nightly: the read audit, ended sessions and finished webhook deliveries past their periods are removed.
import { removeExpiredOperationalData } from '../../engine/retention/operational.ts';
import type { WorkerDeps } from '../deps.ts';

export async function retentionScan({ store, now }: WorkerDeps) {
  return removeExpiredOperationalData(store.db, now());
}
