// Exports made in the background (engine/exports/service.ts): a job names the export, whose state is in the database,
// so a job run twice makes nothing twice and one Redis lost is made by the minutely sweep.
import type { Job } from 'bullmq';
import { DefinitionRegistry } from '../../engine/definitions/registry.ts';
import { type ExportService, exportService } from '../../engine/exports/service.ts';
import type { WorkerDeps } from '../deps.ts';

export function exportJob(deps: WorkerDeps) {
  // the definitions as the API sees them (organisation versions included); opened once per worker process
  let service: Promise<ExportService> | null = null;
  return async (job: Job) => {
    service ??= DefinitionRegistry.open(deps.store).then((registry) => exportService({ store: deps.store, registry }));
    const exports = await service;
    if (job.name === 'make') return { made: await exports.make(job.data.exportId, deps.now()) };
    return exports.sweep(deps.now());
  };
}
