// Demo statutory returns: Willow Court's quality standards review for the last six months, signed off, with
// this year's location assessment recorded (so its yearly task is met); Oak House's inspection pre-form started for the
// period since its last inspection, its figures filled in from the records and a few answers given. The annual return
// is left not started, as a manager finds it before the year's return is due.
import type { Caller } from '../engine/access/index.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { recordService } from '../engine/records/service.ts';
import { returnsService } from '../engine/returns/service.ts';
import type { Store } from '../engine/store/index.ts';

export async function seedReturns(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  caller: (email: string) => Promise<Caller>,
) {
  const records = recordService({ store, registry });
  const returns = returnsService({ store, registry, records });
  const homes = await store.forOrg(orgId).people.homes();
  const willow = homes.find((h) => h.name === 'Willow Court');
  const oak = homes.find((h) => h.name === 'Oak House');
  if (willow) {
    const manager = await caller('manager.willow@demo.care');
    const overview = await returns.overview(manager, willow.id, 'quality-standards-review');
    const r = await returns.start(manager, willow.id, 'quality-standards-review', {
      periodFrom: overview.suggestedPeriod.from,
      periodTo: overview.suggestedPeriod.to,
    });
    const saved = await records.update(manager, 'quality-standards-review', r.id, {
      version: r.version,
      data: {
        ...r.data,
        completedBy: manager.id,
        lm4: true,
        lm5: true,
        lm6: true,
        p6: true,
        p7: true,
        p8: true,
        a3: true,
        a4: true,
        locationAssessmentDone: true,
        locationAssessedOn: r.data.completedOn,
        a7: 'Walked the routes to college and the bus stop after dark: well lit. The late-opening shop on the corner is noted in two risk assessments.',
        s5: true,
        s6: true,
        s7: true,
        actions: 'Renew the fire risk assessment before the end of the year (registered manager).',
      },
    });
    const submitted = await records.act(manager, 'quality-standards-review', r.id, 'submit', saved.version);
    await records.act(
      await caller('director@demo.care'),
      'quality-standards-review',
      r.id,
      'sign-off',
      submitted.version,
    );
  }
  if (oak) {
    const manager = await caller('manager.oak@demo.care');
    const overview = await returns.overview(manager, oak.id, 'inspection-pre-form');
    const r = await returns.start(manager, oak.id, 'inspection-pre-form', {
      periodFrom: overview.suggestedPeriod.from,
      periodTo: overview.suggestedPeriod.to,
    });
    await records.update(manager, 'inspection-pre-form', r.id, {
      version: r.version,
      data: {
        ...r.data,
        completedBy: manager.id,
        q1: 'Oak House, URN SC482913',
        q2: 'Registered manager, registered with Ofsted',
        q5: 4,
        q45: 'Weekly house meetings and key worker sessions; the children chose the summer trip.',
      },
    });
  }
}
