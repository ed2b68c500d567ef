// Pickers for record-link fields (`x-ref: incident`, `x-ref: record`…): the young person's records of that
// kind, newest first, each as a person reads it ("Incident — 14 Mar 2026, 20:05 — Completed, All Signed Off").
// The id is stored; the list is the one linked-records.ts shares with the view and the history.
import type { WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { errorTextClass, helpClass } from '../classes.ts';
import { ANY_YOUNG_PERSON, useLinkedRecords } from '../linked-records.ts';
import type { RecordFormContext } from '../types.ts';
import { CheckboxGroup, SelectControl } from './ChoiceWidgets.tsx';

/** Kept selectable when a stored link is not in the list (archived, or hidden from this person) so it is not lost. */
const NOT_LISTED = 'A record not in this list';

function useChoices(props: WidgetProps) {
  const ref = typeof props.options.ref === 'string' ? props.options.ref : 'record';
  // a form about no young person (a member of staff's) offers the kind's records across the young people
  const youngPersonId =
    (props.registry.formContext as RecordFormContext | undefined)?.youngPersonId ??
    (ref !== 'record' ? ANY_YOUNG_PERSON : undefined);
  const { records, error } = useLinkedRecords(ref, youngPersonId);
  const stored = (Array.isArray(props.value) ? props.value : [props.value]).filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  // no young person (nothing to list): the stored links only
  const list = youngPersonId ? records : [];
  const choices = (list ?? []).map((r) => ({
    value: r.id as unknown,
    label: r.label,
    hint: undefined as string | undefined,
  }));
  if (list)
    for (const id of stored)
      if (!list.some((r) => r.id === id)) choices.push({ value: id, label: NOT_LISTED, hint: undefined });
  return { choices, loading: !list, error };
}

function Unavailable() {
  return <p className={errorTextClass}>The list of records could not be loaded. Reload the page to try again.</p>;
}

/** One linked record. */
export const RecordLinkWidget = memo(function RecordLinkWidget(props: WidgetProps) {
  const { choices, loading, error } = useChoices(props);
  if (error) return <Unavailable />;
  return (
    <SelectControl {...props} multiple={false} choices={choices} loading={loading} placeholder="Choose a record…" />
  );
});

/** Several linked records: checkboxes (a finder above a long list). Labelled by the group's legend. */
export const RecordLinksWidget = memo(function RecordLinksWidget(props: WidgetProps) {
  const { choices, loading, error } = useChoices(props);
  if (error) return <Unavailable />;
  if (loading) return <p className={helpClass}>Loading records…</p>;
  if (choices.length === 0) return <p className={helpClass}>No records to link yet.</p>;
  return <CheckboxGroup {...props} choices={choices} />;
});
