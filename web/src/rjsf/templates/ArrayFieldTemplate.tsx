// Repeatable rows (timeline entries, actions, people involved): an ordered list of cards, each with labelled
// Up / Down / Remove buttons, and an Add button. All are native buttons, so keyboard and switch users can
// operate them; focus is moved to something sensible after add and remove so nobody is dropped at the page top.
import type {
  ArrayFieldItemButtonsTemplateProps,
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
} from '@rjsf/utils';
import { buttonId, descriptionId } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { cx, dangerButton, helpClass, secondaryButton, smallButton } from '../classes.ts';
import { RequiredMark } from './FieldTemplate.tsx';
import { headingFor } from './headings.ts';

/** What one row is called in button labels: the items' title, else "entry". */
function rowNoun(schema: ArrayFieldTemplateProps['schema']): string {
  const items = schema.items as { title?: string } | undefined;
  return items?.title ? items.title.toLowerCase() : 'entry';
}

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, required, schema, title, uiSchema, registry } =
    props;
  const listRef = useRef<HTMLOListElement>(null);
  const focusNewRow = useRef(false);
  const Heading = headingFor(registry.rootSchema, fieldPathId.path);
  const shownTitle = (uiSchema?.['ui:title'] as string | undefined) ?? title;
  const description = (uiSchema?.['ui:description'] as string | undefined) ?? schema.description;
  const noun = rowNoun(schema);

  // After Add, put the cursor in the new row's first control.
  useEffect(() => {
    if (!focusNewRow.current) return;
    focusNewRow.current = false;
    const rows = listRef.current?.children;
    const last = rows?.[rows.length - 1] as HTMLElement | undefined;
    last?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [items.length]);

  return (
    <fieldset id={fieldPathId.$id} className="min-w-0 rounded-lg border border-line p-4">
      <legend className="px-1">
        <Heading className="text-base font-semibold text-ink">
          {shownTitle}
          <RequiredMark required={required} />
        </Heading>
      </legend>
      {description && (
        <p id={descriptionId(fieldPathId)} className={`${helpClass} mb-3`}>
          {description}
        </p>
      )}
      {items.length === 0 && <p className={helpClass}>Nothing added yet.</p>}
      <ol ref={listRef} className="space-y-3">
        {items}
      </ol>
      {canAdd && !readonly && (
        <button
          type="button"
          id={buttonId(fieldPathId, 'add')}
          className={cx(secondaryButton, 'mt-3')}
          disabled={disabled}
          aria-label={`Add ${noun} to ${shownTitle || 'the list'}`}
          onClick={(e) => {
            focusNewRow.current = true;
            onAddClick(e);
          }}
        >
          <span aria-hidden="true">+</span> Add {noun}
        </button>
      )}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, totalItems } = props;
  return (
    <li className="rounded-md border border-line bg-sunken p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-ink">
          Entry {index + 1} of {totalItems}
        </span>
        {hasToolbar && (
          <div className="flex gap-1">
            <ArrayFieldItemButtonsTemplate {...buttonsProps} />
          </div>
        )}
      </div>
      {children}
    </li>
  );
}

/** The array's own id from an item's id ('root_timeline_2' → 'root_timeline'). */
function parentIdOf(itemId: string): string {
  return itemId.replace(/_\d+$/, '');
}

export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const {
    disabled,
    readonly,
    hasMoveDown,
    hasMoveUp,
    hasRemove,
    fieldPathId,
    index,
    onMoveDownItem,
    onMoveUpItem,
    onRemoveItem,
  } = props;
  if (readonly) return null;
  const n = index + 1;
  const off = disabled || readonly;
  const remove = (e: unknown) => {
    onRemoveItem(e);
    // The focused button is gone with its row: move focus to the list's Add button (or the list itself).
    const parent = parentIdOf(fieldPathId.$id);
    requestAnimationFrame(() => {
      const target = document.getElementById(buttonId(parent, 'add')) ?? document.getElementById(parent);
      if (target && !target.hasAttribute('tabindex') && target.tagName === 'FIELDSET')
        target.setAttribute('tabindex', '-1');
      target?.focus();
    });
  };
  // Reordering moves the row's DOM node, which drops focus: put it back on the same button at the row's new place.
  const move = (e: unknown, dir: -1 | 1) => {
    (dir < 0 ? onMoveUpItem : onMoveDownItem)(e);
    const parent = parentIdOf(fieldPathId.$id);
    requestAnimationFrame(() => {
      const at = `${parent}_${index + dir}`;
      const same = document.getElementById(buttonId(at, dir < 0 ? 'moveUp' : 'moveDown')) as HTMLButtonElement | null;
      const other = document.getElementById(buttonId(at, dir < 0 ? 'moveDown' : 'moveUp')) as HTMLButtonElement | null;
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  return (
    <>
      {(hasMoveUp || hasMoveDown) && (
        <>
          <button
            type="button"
            className={smallButton}
            id={buttonId(fieldPathId, 'moveUp')}
            disabled={off || !hasMoveUp}
            onClick={(e) => move(e, -1)}
            aria-label={`Move entry ${n} up`}
          >
            <span aria-hidden="true">↑</span>&nbsp;Up
          </button>
          <button
            type="button"
            className={smallButton}
            id={buttonId(fieldPathId, 'moveDown')}
            disabled={off || !hasMoveDown}
            onClick={(e) => move(e, 1)}
            aria-label={`Move entry ${n} down`}
          >
            <span aria-hidden="true">↓</span>&nbsp;Down
          </button>
        </>
      )}
      {hasRemove && (
        <button
          type="button"
          className={cx(dangerButton, 'px-2 py-1 text-xs')}
          disabled={off}
          onClick={remove}
          aria-label={`Remove entry ${n}`}
        >
          Remove
        </button>
      )}
    </>
  );
}
