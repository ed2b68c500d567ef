// Income change types and subjects (SPEC §3 Income change).
import { defineList } from '../../engine/definitions/lists.ts';

export const incomeChangeTypes = defineList({
  key: 'incomeChangeTypes',
  label: 'Income change types',
  source: 'SPEC §3 Income change',
  items: [
    { value: 'oneOff', label: 'One Off Payment', colour: 'orange' },
    { value: 'ongoing', label: 'Ongoing Change', colour: 'orange' },
    { value: 'admission', label: 'Admission', colour: 'green' },
    { value: 'discharge', label: 'Discharge', colour: 'red' },
  ],
});

export const incomeChangeSubjects = defineList({
  key: 'incomeChangeSubjects',
  label: 'Income change subjects',
  source: 'SPEC §3 Income change',
  items: [
    { value: 'support_hours', label: 'Support hours' },
    { value: 'fee', label: 'Fee' },
    { value: 'allowance', label: 'Allowance' },
    { value: 'package', label: 'Package' },
    { value: 'address', label: 'Address' },
  ],
});
