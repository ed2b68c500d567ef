// Shapes of the training API (engine/http/routes/training.ts) and the matrix's words and colours.
export type TrainingStatus = 'in_date' | 'due_soon' | 'expired' | 'missing';
export interface Course {
  id: string;
  name: string;
  description: string | null;
  mandatoryRoles: string[];
  homeTypes: string[];
  renewalMonths: number | null;
  qualificationLevel: string | null;
  version: number;
  archivedAt: string | null;
}
export interface Cell {
  status: TrainingStatus;
  required: boolean;
  completedOn: string | null;
  expiresOn: string | null;
  daysLeft: number | null;
  enrolled?: boolean;
}
interface MatrixRow {
  id: string;
  name: string;
  role: string;
  jobTitle: string | null;
  homeIds: string[];
  compliance: number | null;
  cells: Record<string, Cell>;
}
export interface Matrix {
  today: string;
  courses: Course[];
  staff: MatrixRow[];
  homes: { id: string; name: string; type: string }[];
  summary: { inDate: number; dueSoon: number; expired: number; missing: number; compliance: number | null };
  canRecord: boolean;
}
export interface CoursePage {
  course: Course;
  people: (Cell & { id: string; name: string; role: string; jobTitle: string | null; homeIds: string[] })[];
  today: string;
  canRecord: boolean;
}

export const STATUS_TEXT: Record<TrainingStatus, string> = {
  in_date: 'In date',
  due_soon: 'Due soon',
  expired: 'Expired',
  missing: 'Missing',
};
/**
 * Colour helps; the word (or its letter in the grid, with the full words in the legend and the cell's label) carries
 * the meaning.
 */
export const STATUS_TONE: Record<TrainingStatus, string> = {
  in_date: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  due_soon: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  expired: 'bg-danger-soft text-danger font-semibold',
  missing: 'bg-sunken text-ink',
};
export const HOME_TYPE_TEXT: Record<string, string> = {
  children_home: "Children's homes",
  support_accomodation_for_older_children: 'Supported accommodation',
};
export const ROLE_TEXT: Record<string, string> = {
  staff: 'Care staff',
  manager: 'Managers',
  hr_manager: 'HR',
  director: 'Directors',
  custom: 'Custom role',
  social_worker: 'Social workers',
};

export const renewalText = (m: number | null) =>
  m === null
    ? 'Does not expire'
    : m === 12
      ? 'Every year'
      : m % 12 === 0
        ? `Every ${m / 12} years`
        : `Every ${m} months`;
