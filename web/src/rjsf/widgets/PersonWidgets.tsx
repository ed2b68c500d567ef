// Person pickers for `x-ref: 'staff'` and `x-ref: 'young-person'`: store the id, show the name.
// The lists come from the shared cache in people.ts (one request per kind and home for the whole page).
import type { WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { errorTextClass, helpClass } from '../classes.ts';
import { type Person, usePeople } from '../people.ts';
import { staffChoices, youngPersonChoices } from '../people-choices.ts';
import type { PersonRef } from '../schema.ts';
import type { RecordFormContext } from '../types.ts';
import { CheckboxGroup, SelectControl } from './ChoiceWidgets.tsx';

function refOf(props: WidgetProps): PersonRef {
  return props.options.ref === 'young-person' ? 'young-person' : 'staff';
}

function homeOf(props: WidgetProps): string | undefined {
  return (props.registry.formContext as RecordFormContext | undefined)?.homeId;
}

/** The young person the record is about (never offered as one of the others). */
function subjectOf(props: WidgetProps): string | undefined {
  return (props.registry.formContext as RecordFormContext | undefined)?.youngPersonId;
}

/** Stored ids only: an empty or missing entry is no one, never a choice shown as made. */
const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

function choicesFor(props: WidgetProps, people: Person[], present: boolean) {
  const chosen = idsIn(props.value);
  return refOf(props) === 'staff'
    ? staffChoices(people, chosen, present)
    : youngPersonChoices(people, subjectOf(props), chosen);
}

function Unavailable() {
  return <p className={errorTextClass}>The list of people could not be loaded. Reload the page to try again.</p>;
}

/** One person. If the stored id is not in the list (e.g. a leaver), keep it selectable so it is not lost. */
export const PersonWidget = memo(function PersonWidget(props: WidgetProps) {
  const { people, error } = usePeople(refOf(props), homeOf(props));
  if (error) return <Unavailable />;
  const choices: { value: unknown; label: string; hint?: string }[] = choicesFor(props, people ?? [], false);
  if (people && typeof props.value === 'string' && props.value && !people.some((p) => p.id === props.value)) {
    choices.push({ value: props.value, label: 'Person not in this home', hint: undefined });
  }
  return (
    <SelectControl {...props} multiple={false} choices={choices} loading={!people} placeholder="Choose a person…" />
  );
});

/** Several people: a list of checkboxes (a finder above a long one), labelled by the group's legend. */
export const PeopleWidget = memo(function PeopleWidget(props: WidgetProps) {
  const { people, error } = usePeople(refOf(props), homeOf(props));
  if (error) return <Unavailable />;
  if (!people) return <p className={helpClass}>Loading people…</p>;
  const choices: { value: unknown; label: string; hint?: string }[] = choicesFor(props, people, true);
  for (const id of idsIn(props.value)) {
    if (!people.some((p) => p.id === id))
      choices.push({ value: id, label: 'Person not in this home', hint: undefined });
  }
  return <CheckboxGroup {...props} choices={choices} />;
});
