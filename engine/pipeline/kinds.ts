// The code that goes with a definition, by kind: its access, its hooks and (table-backed kinds) its storage.
// A kind not listed is decided and stored as every record is. Adding a kind's behaviour is one line here.
// The table is built when first asked: the access modules it names import engine/access, which asks it.
// Access is listed in engine/access/kinds.ts (engine/access asks it, and the web app imports engine/access).
import { kindAccessOf } from '../access/kinds.ts';
import { moneyAdvanceHooks } from '../accounts/hooks.ts';
import { recordedHooks } from '../alerts/recorded.ts';
import { trainingScheduledHooks } from '../alerts/training.ts';
import { leaveRequestHooks } from '../leave/hooks.ts';
import { overtimeRequestHooks } from '../leave/overtime-hooks.ts';
import { reconciliationHooks, temperatureHooks } from '../medication/arrival-storage-hooks.ts';
import { medicationAuditHooks } from '../medication/audit-hooks.ts';
import { medicationErrorHooks } from '../medication/error-hooks.ts';
import { medicationCompetencyHooks, medicationHooks } from '../medication/hooks.ts';
import { compensatoryRestHooks } from '../rota/compensatory-rest.ts';
import { nightHealthHooks } from '../rota/night-health.ts';
import { disciplinaryHooks, inductionHooks, qualificationHooks, staffExitHooks } from '../staff/discipline-hooks.ts';
import { homeTransferHooks } from '../young-people/transfer-hooks.ts';
import type { KindBehaviour } from './types.ts';

let table: Record<string, Omit<KindBehaviour, 'access'>> | null = null;
const behaviours = () =>
  (table ??= {
    'leave-request': { hooks: leaveRequestHooks },
    'overtime-request': { hooks: overtimeRequestHooks },
    'home-transfer': { hooks: homeTransferHooks },
    'disciplinary-action': { hooks: disciplinaryHooks },
    'staff-exit': { hooks: staffExitHooks },
    qualification: { hooks: qualificationHooks },
    induction: { hooks: inductionHooks },
    medication: { hooks: medicationHooks },
    'medication-competency': { hooks: medicationCompetencyHooks },
    'money-advance': { hooks: moneyAdvanceHooks },
    'medication-error': { hooks: medicationErrorHooks },
    'medication-audit': { hooks: medicationAuditHooks },
    'medication-reconciliation': { hooks: reconciliationHooks },
    'medicines-temperature': { hooks: temperatureHooks },
    'compensatory-rest': { hooks: compensatoryRestHooks },
    'night-health-assessment': { hooks: nightHealthHooks },
    // the home's managers are told as these are recorded (SPEC §3 alert kinds)
    incident: { hooks: recordedHooks('incident_created', 'incident') },
    safeguarding: { hooks: recordedHooks('safeguarding_created', 'safeguarding') },
    consequence: { hooks: recordedHooks('sanction_created', 'consequence') },
    // a booking (a course dated after today) tells the trainee and their managers
    'training-record': { hooks: trainingScheduledHooks },
  });

export const behaviourOf = (kind: string): KindBehaviour | undefined => {
  const own = behaviours()[kind];
  const access = kindAccessOf(kind);
  return own || access ? { ...own, access } : undefined;
};
export { kindAccessOf };
export const kindHooksOf = (kind: string) => behaviourOf(kind)?.hooks ?? {};
export const tableStorageOf = (kind: string) => behaviourOf(kind)?.table;
