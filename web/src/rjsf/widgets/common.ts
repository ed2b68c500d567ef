// What every widget shares: which help/error ids describe the control, and its CSS.
import type { WidgetProps } from '@rjsf/utils';
import { descriptionId, errorId, helpId } from '@rjsf/utils';
import { cx, inputClass, invalidInputClass, readonlyInputClass } from '../classes.ts';

/** Only ids that are actually rendered, so aria-describedby never points at nothing. */
function describedBy(
  props: Pick<WidgetProps, 'id' | 'rawErrors' | 'schema' | 'options'>,
  extra?: string,
): string | undefined {
  const { id, rawErrors, schema, options } = props;
  const ids: string[] = [];
  if (rawErrors && rawErrors.length > 0) ids.push(errorId(id));
  if (options?.description || schema.description) ids.push(descriptionId(id));
  if (options?.help) ids.push(helpId(id));
  if (extra) ids.push(extra);
  return ids.length ? ids.join(' ') : undefined;
}

export function hasErrors(props: Pick<WidgetProps, 'rawErrors'>): boolean {
  return !!props.rawErrors && props.rawErrors.length > 0;
}

export function controlClass(props: Pick<WidgetProps, 'rawErrors' | 'readonly'>, extra?: string): string {
  return cx(inputClass, hasErrors(props) && invalidInputClass, props.readonly && readonlyInputClass, extra);
}

/** Common ARIA for a single control. */
export function ariaFor(props: WidgetProps, extraDescribedBy?: string) {
  return {
    'aria-invalid': hasErrors(props) || undefined,
    'aria-required': props.required || undefined,
    'aria-describedby': describedBy(props, extraDescribedBy),
  } as const;
}
