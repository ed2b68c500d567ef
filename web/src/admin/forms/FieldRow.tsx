// A field in the editor: what it is at a glance, reorder (Move up / Move down, keyboard operable), remove,
// and its settings behind "Edit". A group lists its own fields under it, each a row like this one. A field the product
// reads (a Reg 40 rule, a duty, a chart…) shows a lock and who reads it, and offers Hide instead of Remove.
import { useEditor } from './EditorContext.ts';
import { FieldDetails } from './FieldDetails.tsx';
import { typeLabel } from './fieldTypes.ts';
import { type FieldModel, isHidden, lockReason, readersOf, type SectionModel } from './model.ts';
import { moveField, removeField, setHidden, siblingsOf } from './ops.ts';

export function FieldRow({
  field,
  section,
  first,
  last,
}: {
  field: FieldModel;
  section: SectionModel;
  first: boolean;
  last: boolean;
}) {
  const { model, lists, change, readonly, isOpen, setOpen, focusLater, idFor } = useEditor();
  const id = (p: string) => idFor('field', field.path, p);
  const open = isOpen(field.path);
  const locked = lockReason(model, field.path);
  const readBy = readersOf(model, field.path);
  const hidden = isHidden(model, field.path);
  const controller = field.showWhen
    ? siblingsOf(model, field.path)?.fields.find((f) => f.key === field.showWhen)
    : undefined;
  const name = field.title || field.key;

  const move = (dir: -1 | 1) => {
    change((m) => moveField(m, field.path, dir), `"${name}" moved ${dir < 0 ? 'up' : 'down'}.`);
    focusLater(id(dir < 0 ? 'up' : 'down'), id(dir < 0 ? 'down' : 'up'));
  };
  const remove = () => {
    change(
      (m) => removeField(m, field.path),
      `"${name}" removed. It stays in older versions and the records made with them.`,
    );
    focusLater(idFor('section', section.key, 'new-label'));
  };
  const hide = (on: boolean) => {
    change(
      (m) => setHidden(m, field.path, on),
      on ? `"${name}" hidden. It stays in the form's data, so what reads it keeps working.` : `"${name}" shown again.`,
    );
    focusLater(id('hide'));
  };

  return (
    <li>
      <div className="rounded-lg border border-line bg-surface p-3" role="group" aria-label={`Field: ${name}`}>
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-[12rem] flex-1">
            <p className="font-medium">{name}</p>
            <p className="text-sm text-muted">
              {field.group ? `Group of ${field.group.fields.length} fields` : typeLabel(field, field.original)}
              {field.type === 'choice' && field.list ? ` · ${lists[field.list]?.label ?? field.list}` : ''}
              {field.required ? ' · Required' : ''}
              {controller ? ` · Only when “${controller.title}” is yes` : ''}
              {hidden ? ' · Hidden' : ''}
            </p>
            {readBy.length ? (
              <p id={id('readers')} className="mt-1 text-sm text-muted">
                <span aria-hidden="true">🔒 </span>
                <span className="font-medium text-ink">Protected:</span> read by{' '}
                {readBy.map((r) => `${r.reader} (${r.why})`).join('; ')}. Hide it instead of removing it.
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn-ghost px-3"
              aria-expanded={open}
              aria-controls={id('panel')}
              onClick={() => setOpen(field.path, !open)}
            >
              {open ? 'Close' : 'Edit'}
              <span className="sr-only">: {name}</span>
            </button>
            {!readonly ? (
              <>
                <button
                  id={id('up')}
                  type="button"
                  className="btn-ghost px-3"
                  disabled={first}
                  onClick={() => move(-1)}
                >
                  Move up<span className="sr-only">: {name}</span>
                </button>
                <button
                  id={id('down')}
                  type="button"
                  className="btn-ghost px-3"
                  disabled={last}
                  onClick={() => move(1)}
                >
                  Move down<span className="sr-only">: {name}</span>
                </button>
                {readBy.length || hidden ? (
                  <button
                    id={id('hide')}
                    type="button"
                    className="btn-ghost px-3"
                    aria-describedby={readBy.length ? id('readers') : undefined}
                    onClick={() => hide(!hidden)}
                  >
                    {hidden ? 'Show' : 'Hide'}
                    <span className="sr-only">: {name}</span>
                  </button>
                ) : null}
                {readBy.length ? null : (
                  <button
                    type="button"
                    className="btn-ghost px-3 text-danger"
                    disabled={!!locked}
                    title={locked ?? undefined}
                    onClick={remove}
                  >
                    Remove<span className="sr-only">: {name}</span>
                  </button>
                )}
              </>
            ) : null}
          </div>
        </div>
        {open ? <FieldDetails field={field} section={section} /> : null}
        {field.group && field.group.fields.length ? (
          <ol className="mt-3 space-y-2 border-l-2 border-line pl-3" aria-label={`Fields of ${name}`}>
            {field.group.fields.map((f, i, all) => (
              <FieldRow key={f.path} field={f} section={section} first={i === 0} last={i === all.length - 1} />
            ))}
          </ol>
        ) : null}
      </div>
    </li>
  );
}
