// Oak House (a children's home) as a care worker and as a director across the homes (SPEC §6), walking every SPEC §2
// per-young-person path, the incident sections and the assistant's home by client-side navigation
// (tests/browser/spec-walk.ts): none answers "Page not found", "This section is not available" or a refusal; at
// supported accommodation the pages speak of support plans, never placement plans. A file of its own so the walks
// run beside spec-paths.test.ts rather than after it.
import { describeRoleWalks } from './spec-walk.ts';

describeRoleWalks([
  ['staff.oak@demo.care', 'Oak House'],
  ['director@demo.care', 'Oak House'],
]);
