// The chart-aggregation queue: each relayed record or young-person change updates the chart
// aggregates incrementally (exact and idempotent, see engine/store/charts.ts); 'rebuild' (and the
// nightly schedule's 'scan') recomputes them from the records from scratch.
import type { Job, Queue } from 'bullmq';
import {
  applyRecordChange,
  applyYoungPersonChange,
  rebuildAllCharts,
  rebuildCharts,
} from '../../engine/charts/aggregate.ts';
import { CHARTED_KINDS } from '../../engine/charts/model.ts';
import type { WorkerDeps } from '../deps.ts';

export function chartAggregation(deps: WorkerDeps) {
  return async (job: Job) => {
    switch (job.name) {
      case 'record.changed':
        return applyRecordChange(deps.store, job.data.orgId, job.data.recordId, job.data.kind);
      case 'young-person.changed':
        return applyYoungPersonChange(deps.store, job.data.orgId, job.data.youngPersonId);
      case 'rebuild':
        return job.data.orgId ? rebuildCharts(deps.store, job.data.orgId) : rebuildAllCharts(deps.store);
      case 'scan':
        return rebuildAllCharts(deps.store);
      default:
        return { skipped: job.name };
    }
  };
}

/**
 * Hand a relayed change on to the chart queue; the job id comes from the outbox row, so a change relayed twice is one
 * job.
 */
export async function forwardToCharts(queue: Queue, job: Job) {
  if (job.name === 'record.changed' ? !CHARTED_KINDS.has(job.data.kind) : job.name !== 'young-person.changed') return;
  await queue.add(job.name, job.data, { jobId: `chart-${job.id}` });
}
