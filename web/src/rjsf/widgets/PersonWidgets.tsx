// Person pickers for `x-ref: 'staff'` and `x-ref: 'young-person'`: store the id, show the name.
// The lists come from the shared cache in people.ts (one request per kind and home for the whole page).
import { memo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { usePeople } from '../people.ts';
import type { PersonRef } from '../schema.ts';
import type { RecordFormContext } from '../types.ts';
import { CHECKBOX_GROUP_MAX } from '../uiSchema.ts';
import { CheckboxGroup, SelectControl } from './ChoiceWidgets.tsx';
import { errorTextClass, helpClass } from '../classes.ts';

function refOf(props: WidgetProps): PersonRef {
  return props.options.ref === 'young-person' ? 'young-person' : 'staff';
}

function homeOf(props: WidgetProps): string | undefined {
  return (props.registry.formContext as RecordFormContext | undefined)?.homeId;
}

function Unavailable() {
  return <p className={errorTextClass}>The list of people could not be loaded. Reload the page to try again.</p>;
}

/** One person. If the stored id is not in the list (e.g. a leaver), keep it selectable so it is not lost. */
export const PersonWidget = memo(function PersonWidget(props: WidgetProps) {
  const { people, error } = usePeople(refOf(props), homeOf(props));
  if (error) return <Unavailable />;
  const choices = (people ?? []).map((p) => ({ value: p.id as unknown, label: p.name, hint: p.hint }));
  if (people && typeof props.value === 'string' && props.value && !people.some((p) => p.id === props.value)) {
    choices.push({ value: props.value, label: 'Person not in this home', hint: undefined });
  }
  return <SelectControl {...props} multiple={false} choices={choices} loading={!people} placeholder="Choose a person…" />;
});

/** Several people: checkboxes for a small team, a listbox for a larger one. Labelled by the group's legend. */
export const PeopleWidget = memo(function PeopleWidget(props: WidgetProps) {
  const { people, error } = usePeople(refOf(props), homeOf(props));
  if (error) return <Unavailable />;
  if (!people) return <p className={helpClass}>Loading people…</p>;
  const choices = people.map((p) => ({ value: p.id as unknown, label: p.name, hint: p.hint }));
  for (const id of Array.isArray(props.value) ? props.value : []) {
    if (!people.some((p) => p.id === id)) choices.push({ value: id, label: 'Person not in this home', hint: undefined });
  }
  if (choices.length <= CHECKBOX_GROUP_MAX) return <CheckboxGroup {...props} choices={choices} />;
  return (
    <>
      <SelectControl {...props} multiple choices={choices} labelledBy={`${props.id}__label`} />
      <p className={helpClass}>Hold Ctrl (or Cmd) to choose more than one.</p>
    </>
  );
});
