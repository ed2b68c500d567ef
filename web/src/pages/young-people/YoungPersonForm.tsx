// A young person's basic details (admission and edit): names, date of birth — the full date, or the year
// alone when that is all that is known (SPEC §5) —, gender, key worker and move-in date; the home on admission.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiProblem, query } from '../../api.ts';
import { describe, errorsByField, Field, FormErrors } from '../../tasks/form.tsx';
import type { HomeRef, StaffMember } from '../../types.ts';
import { DateField } from '../../ui/DateField.tsx';
import { useApi } from '../../use-api.ts';

export const GENDERS: { value: string; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non_binary', label: 'Non-binary' },
  { value: 'not_stated', label: 'Not stated' },
];

export function genderLabel(value: string | null | undefined): string {
  if (!value) return '—';
  return GENDERS.find((g) => g.value === value)?.label ?? value[0].toUpperCase() + value.slice(1);
}

export interface YoungPersonValues {
  homeId: string;
  firstName: string;
  lastName: string;
  preferredName: string;
  /** 'date': the full date of birth is known; 'year': only the year. */
  birthKnown: 'date' | 'year';
  dateOfBirth: string;
  birthYear: string;
  gender: string;
  keyWorkerId: string;
  moveInDate: string;
}

export const emptyValues = (homeId = ''): YoungPersonValues => ({
  homeId,
  firstName: '',
  lastName: '',
  preferredName: '',
  birthKnown: 'date',
  dateOfBirth: '',
  birthYear: '',
  gender: '',
  keyWorkerId: '',
  moveInDate: '',
});

/** The API body: only one of dateOfBirth / birthYear is sent (SPEC §5). */
export function toBody(v: YoungPersonValues, withHome: boolean) {
  const body: Record<string, unknown> = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    preferredName: v.preferredName.trim() || null,
    dateOfBirth: v.birthKnown === 'date' ? v.dateOfBirth || null : null,
    birthYear: v.birthKnown === 'year' && v.birthYear ? Number(v.birthYear) : null,
    gender: v.gender || null,
    keyWorkerId: v.keyWorkerId || null,
    moveInDate: v.moveInDate || null,
  };
  if (withHome) body.homeId = v.homeId;
  return body;
}

const LABELS: Record<string, string> = {
  homeId: 'Home',
  firstName: 'First name',
  lastName: 'Last name',
  preferredName: 'Preferred name',
  dateOfBirth: 'Date of birth',
  birthYear: 'Year of birth',
  gender: 'Gender',
  keyWorkerId: 'Key worker',
  moveInDate: 'Move-in date',
};

/** Checks made here before sending, in the same words the server would use. */
function check(v: YoungPersonValues, withHome: boolean): ApiProblem | undefined {
  const errors: { path: string; message: string }[] = [];
  const thisYear = new Date().getFullYear();
  if (withHome && !v.homeId) errors.push({ path: '/homeId', message: 'Choose the home' });
  if (!v.firstName.trim()) errors.push({ path: '/firstName', message: 'Enter the first name' });
  if (!v.lastName.trim()) errors.push({ path: '/lastName', message: 'Enter the last name' });
  if (v.birthKnown === 'date') {
    if (!v.dateOfBirth)
      errors.push({ path: '/dateOfBirth', message: 'Enter the date of birth, or choose “Only the year of birth”' });
    else if (v.dateOfBirth > new Date().toISOString().slice(0, 10))
      errors.push({ path: '/dateOfBirth', message: 'The date of birth must be in the past' });
  } else {
    const y = Number(v.birthYear);
    if (!/^\d{4}$/.test(v.birthYear))
      errors.push({ path: '/birthYear', message: 'Enter the year of birth as four digits, for example 2010' });
    else if (y > thisYear || y < thisYear - 25)
      errors.push({ path: '/birthYear', message: `Enter a year between ${thisYear - 25} and ${thisYear}` });
  }
  return errors.length
    ? new ApiProblem({ status: 422, title: 'There is a problem', detail: 'Check the answers below.', errors })
    : undefined;
}

export interface YoungPersonFormProps {
  initial: YoungPersonValues;
  /** Offered on admission only: a young person's home is not changed here. */
  homes?: HomeRef[];
  submitLabel: string;
  onSubmit: (values: YoungPersonValues) => Promise<void>;
  onCancel?: () => void;
}

export function YoungPersonForm({ initial, homes, submitLabel, onSubmit, onCancel }: YoungPersonFormProps) {
  const [v, setV] = useState<YoungPersonValues>(initial);
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const id = useId();
  const set = (patch: Partial<YoungPersonValues>) => setV((old) => ({ ...old, ...patch }));
  const staff = useApi<StaffMember[]>(v.homeId ? `/api/staff${query({ home: v.homeId })}` : null);
  const errors = errorsByField(problem);

  useEffect(() => {
    if (problem) summary.current?.focus();
  }, [problem]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = check(v, !!homes);
    if (local) {
      setProblem(local);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await onSubmit(v);
    } catch (err) {
      setProblem(
        err instanceof ApiProblem
          ? err
          : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) }),
      );
    } finally {
      setBusy(false);
    }
  };

  // The key worker list: the home's staff, keeping the current key worker even if they have moved on.
  const staffOptions = (staff.data ?? []).filter((s) => (s.role as string) !== 'young_person');
  const currentMissing = v.keyWorkerId && !staffOptions.some((s) => s.id === v.keyWorkerId);
  const genderOptions =
    v.gender && !GENDERS.some((g) => g.value === v.gender)
      ? [...GENDERS, { value: v.gender, label: v.gender }]
      : GENDERS;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
      {problem ? <FormErrors ref={summary} problem={problem} labels={LABELS} /> : null}
      <div className="card grid gap-4 sm:grid-cols-2">
        {homes ? (
          <div className="sm:col-span-2">
            <Field name="homeId" label="Home" error={errors.homeId}>
              <select
                {...describe('homeId', false, errors.homeId)}
                className="field-input"
                value={v.homeId}
                onChange={(e) => set({ homeId: e.target.value, keyWorkerId: '' })}
              >
                <option value="">Choose a home</option>
                {homes.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        ) : null}
        <Field name="firstName" label="First name" error={errors.firstName}>
          <input
            {...describe('firstName', false, errors.firstName)}
            className="field-input"
            autoComplete="off"
            required
            value={v.firstName}
            onChange={(e) => set({ firstName: e.target.value })}
          />
        </Field>
        <Field name="lastName" label="Last name" error={errors.lastName}>
          <input
            {...describe('lastName', false, errors.lastName)}
            className="field-input"
            autoComplete="off"
            required
            value={v.lastName}
            onChange={(e) => set({ lastName: e.target.value })}
          />
        </Field>
        <Field
          name="preferredName"
          label="Preferred name (optional)"
          hint="The name they like to be called, if different"
          error={errors.preferredName}
        >
          <input
            {...describe('preferredName', true, errors.preferredName)}
            className="field-input"
            autoComplete="off"
            value={v.preferredName}
            onChange={(e) => set({ preferredName: e.target.value })}
          />
        </Field>
        <Field name="gender" label="Gender (optional)" error={errors.gender}>
          <select
            {...describe('gender', false, errors.gender)}
            className="field-input"
            value={v.gender}
            onChange={(e) => set({ gender: e.target.value })}
          >
            <option value="">Not recorded</option>
            {genderOptions.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
        </Field>

        <fieldset className="sm:col-span-2" aria-describedby={`${id}-dob-hint`}>
          <legend className="field-label">What is known about their date of birth?</legend>
          <p id={`${id}-dob-hint`} className="mb-2 text-sm text-muted">
            Give the full date. If only the year of birth is known, give only the year.
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="inline-flex min-h-[44px] items-center gap-2 font-medium">
              <input
                type="radio"
                name={`${id}-birth`}
                className="h-5 w-5"
                checked={v.birthKnown === 'date'}
                onChange={() => set({ birthKnown: 'date' })}
              />
              The full date of birth
            </label>
            <label className="inline-flex min-h-[44px] items-center gap-2 font-medium">
              <input
                type="radio"
                name={`${id}-birth`}
                className="h-5 w-5"
                checked={v.birthKnown === 'year'}
                onChange={() => set({ birthKnown: 'year' })}
              />
              Only the year of birth
            </label>
          </div>
          <div className="mt-2 max-w-xs">
            {v.birthKnown === 'date' ? (
              <Field name="dateOfBirth" label="Date of birth" error={errors.dateOfBirth}>
                <DateField
                  {...describe('dateOfBirth', false, errors.dateOfBirth)}
                  className="field-input"
                  value={v.dateOfBirth}
                  onChange={(e) => set({ dateOfBirth: e.target.value })}
                />
              </Field>
            ) : (
              <Field
                name="birthYear"
                label="Year of birth"
                hint="Four digits, for example 2010"
                error={errors.birthYear}
              >
                <input
                  {...describe('birthYear', true, errors.birthYear)}
                  inputMode="numeric"
                  pattern="[0-9]{4}"
                  maxLength={4}
                  className="field-input"
                  value={v.birthYear}
                  onChange={(e) => set({ birthYear: e.target.value.replace(/\D/g, '') })}
                />
              </Field>
            )}
          </div>
        </fieldset>

        <Field
          name="keyWorkerId"
          label="Key worker (optional)"
          hint={v.homeId ? undefined : 'Choose the home first'}
          error={errors.keyWorkerId}
        >
          <select
            {...describe('keyWorkerId', !v.homeId, errors.keyWorkerId)}
            className="field-input"
            value={v.keyWorkerId}
            disabled={!v.homeId}
            onChange={(e) => set({ keyWorkerId: e.target.value })}
          >
            <option value="">Not assigned</option>
            {currentMissing ? <option value={v.keyWorkerId}>Current key worker</option> : null}
            {staffOptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
                {s.jobTitle ? ` (${s.jobTitle})` : ''}
              </option>
            ))}
          </select>
        </Field>
        <Field name="moveInDate" label="Move-in date (optional)" error={errors.moveInDate}>
          <DateField
            {...describe('moveInDate', false, errors.moveInDate)}
            className="field-input"
            value={v.moveInDate}
            onChange={(e) => set({ moveInDate: e.target.value })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
