// Every deadline a record's event starts (engine/deadlines reads this index). Each area declares its own in
// definitions/<folder>/deadlines.ts and adds one import line here.
import type { RecordDeadline } from '../engine/deadlines/types.ts';
import { deadlines as youngPerson } from './young-person/deadlines.ts';

export const allDeadlines: RecordDeadline[] = [...youngPerson];
