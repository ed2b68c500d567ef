// The readers written as code, by the file they live in, each declaring beside itself the fields it reads
// (`export const fieldReads`). A new reader adds one line here; tests/unit/field-reads.test.ts fails for a file that
// reads record data undeclared, or declares without being listed.
import { fieldReads as countSchedule } from '../accounts/count-schedule.ts';
import { fieldReads as moneyKinds } from '../accounts/hooks.ts';
import { fieldReads as trainingScheduled } from '../alerts/training.ts';
import { fieldReads as complaintDeadlines } from '../duties/rules/complaint-deadlines.ts';
import { fieldReads as incidentDeadlines } from '../duties/rules/incident-deadlines.ts';
import { fieldReads as incidentNotifications } from '../duties/rules/incident-notifications.ts';
import { fieldReads as leaveFigures } from '../leave/figures.ts';
import { fieldReads as leaveRequests } from '../leave/requests.ts';
import { fieldReads as arrivalAndStorage } from '../medication/arrival-storage-hooks.ts';
import { fieldReads as medicationAudit } from '../medication/audit-hooks.ts';
import { fieldReads as cdCheckSchedule } from '../medication/balance-check-schedule.ts';
import { fieldReads as medicationErrors } from '../medication/error-hooks.ts';
import { fieldReads as refusalRule } from '../medication/refusal-rule.ts';
import { fieldReads as drillParticipation } from '../obligations/sources.ts';
import { fieldReads as compensatoryRest } from '../rota/compensatory-rest.ts';
import { fieldReads as nightHealth } from '../rota/night-health.ts';
import { fieldReads as optOut } from '../rota/opt-out.ts';
import { fieldReads as staffDiscipline } from '../staff/discipline-hooks.ts';
import { fieldReads as qualificationDuties } from '../staff/qualification-sql.ts';
import { fieldReads as supervisionPolicy } from '../staff/supervision-sql.ts';
import { fieldReads as annexLeavers } from '../store/home.ts';
import { fieldReads as homelyRemedies } from '../store/homely-remedies.ts';
import { fieldReads as overtimePay } from '../store/leave.ts';
import { fieldReads as qualityFigures } from '../store/quality.ts';
import { fieldReads as registeredManagers } from '../store/registered-managers.ts';
import { fieldReads as returnLeavers } from '../store/returns.ts';
import { fieldReads as workerScans } from '../store/scans.ts';
import { fieldReads as subjectAccess } from '../subject-access/pack.ts';
import { fieldReads as transfers } from '../young-people/transfer-hooks.ts';
import type { FieldReader } from './field-reads.ts';

export const READERS_BY_FILE: Record<string, FieldReader | FieldReader[]> = {
  'engine/accounts/count-schedule.ts': countSchedule,
  'engine/accounts/hooks.ts': moneyKinds,
  'engine/alerts/training.ts': trainingScheduled,
  'engine/duties/rules/complaint-deadlines.ts': complaintDeadlines,
  'engine/duties/rules/incident-deadlines.ts': incidentDeadlines,
  'engine/duties/rules/incident-notifications.ts': incidentNotifications,
  'engine/leave/figures.ts': leaveFigures,
  'engine/leave/requests.ts': leaveRequests,
  'engine/obligations/sources.ts': drillParticipation,
  'engine/medication/error-hooks.ts': medicationErrors,
  'engine/medication/audit-hooks.ts': medicationAudit,
  'engine/medication/arrival-storage-hooks.ts': arrivalAndStorage,
  'engine/medication/refusal-rule.ts': refusalRule,
  'engine/medication/balance-check-schedule.ts': cdCheckSchedule,
  'engine/rota/compensatory-rest.ts': compensatoryRest,
  'engine/rota/night-health.ts': nightHealth,
  'engine/rota/opt-out.ts': optOut,
  'engine/store/quality.ts': qualityFigures,
  'engine/store/registered-managers.ts': registeredManagers,
  'engine/store/scans.ts': workerScans,
  'engine/store/home.ts': annexLeavers,
  'engine/store/homely-remedies.ts': homelyRemedies,
  'engine/store/leave.ts': overtimePay,
  'engine/store/returns.ts': returnLeavers,
  'engine/staff/discipline-hooks.ts': staffDiscipline,
  'engine/staff/qualification-sql.ts': qualificationDuties,
  'engine/subject-access/pack.ts': subjectAccess,
  'engine/young-people/transfer-hooks.ts': transfers,
  'engine/staff/supervision-sql.ts': supervisionPolicy,
};

export const HAND_WRITTEN_READERS: FieldReader[] = Object.values(READERS_BY_FILE).flat();
