// A large import, queued by the API (engine/http/routes/data-migration.ts): run it once, whichever worker
// takes it. The run itself says whether it still has to happen (claimed in the database), so a retried or
// repeated job writes nothing twice.
import type { Job } from 'bullmq';
import { type DataMigrationService, dataMigrationService } from '../../engine/data-migration/service.ts';
import { DefinitionRegistry } from '../../engine/definitions/registry.ts';
import type { WorkerDeps } from '../deps.ts';

export function dataMigrationJob(deps: WorkerDeps) {
  // the definitions as the API sees them (organisation versions included); opened once per worker process
  let service: Promise<DataMigrationService> | null = null;
  return async (job: Job) => {
    service ??= DefinitionRegistry.open(deps.store).then((registry) =>
      dataMigrationService({ store: deps.store, registry }),
    );
    const run = await (await service).execute(job.data.importId);
    return run ? { status: run.status, written: run.written, failed: run.failed } : { missing: job.data.importId };
  };
}
