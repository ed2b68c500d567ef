// Willow Court (supported accommodation) as its manager and a care worker (SPEC §6), walking every SPEC §2
// per-young-person path, the incident sections and the assistant's home by client-side navigation
// (tests/browser/spec-walk.ts): none answers "Page not found", "This section is not available" or a refusal; at
// supported accommodation the pages speak of support plans, never placement plans. A file of its own so the walks
// run beside spec-paths.test.ts rather than after it.
import { describeRoleWalks } from './spec-walk.ts';

describeRoleWalks([
  ['manager.willow@demo.care', 'Willow Court'],
  ['staff.willow@demo.care', 'Willow Court'],
]);
