// Every record-kind definition the product ships with.
import type { RecordDefinition } from '../engine/definitions/types.ts';
import dailyLog from './young-person/daily-log.ts';
import incident from './young-person/incident.ts';
import placementPlan from './young-person/placement-plan.ts';
import riskAssessmentSelfHarm from './young-person/risk-assessment-self-harm.ts';

export const allDefinitions: RecordDefinition[] = [dailyLog, incident, placementPlan, riskAssessmentSelfHarm];
