// The duties a young person's records start (definitions/duties/: record events and dates) as the record-deadline
// sync reads them (engine/deadlines).
import { isRecordDeadline, recordDeadlineOf } from '../engine/deadlines/from-duty.ts';
import type { RecordDeadline } from '../engine/deadlines/types.ts';
import { allDuties } from './duties/index.ts';

export const allDeadlines: RecordDeadline[] = allDuties.filter(isRecordDeadline).map(recordDeadlineOf);
