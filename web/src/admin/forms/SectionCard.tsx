// A section (a step of the form): its title and help, reorder, remove when empty, its fields, and "Add a field".
import { AddFieldForm } from './AddFieldForm.tsx';
import { useEditor } from './EditorContext.ts';
import { FieldRow } from './FieldRow.tsx';
import type { SectionModel } from './model.ts';
import { moveSection, removeSection, updateSection } from './ops.ts';

export function SectionCard({ section, index, count }: { section: SectionModel; index: number; count: number }) {
  const { change, readonly, focusLater, idFor } = useEditor();
  const id = (p: string) => idFor('section', section.key, p);
  const name = section.title || section.key;
  const move = (dir: -1 | 1) => {
    change((m) => moveSection(m, section.key, dir), `Section "${name}" moved ${dir < 0 ? 'up' : 'down'}.`);
    focusLater(id(dir < 0 ? 'up' : 'down'), id(dir < 0 ? 'down' : 'up'));
  };
  return (
    <section className="card space-y-3" aria-labelledby={id('h')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={id('h')} className="text-lg font-semibold">
          <span className="sr-only">
            Section {index + 1} of {count}:{' '}
          </span>
          {name}
        </h3>
        {!readonly ? (
          <div className="flex flex-wrap gap-1">
            <button
              id={id('up')}
              type="button"
              className="btn-ghost px-3"
              disabled={index === 0}
              onClick={() => move(-1)}
            >
              Move section up<span className="sr-only">: {name}</span>
            </button>
            <button
              id={id('down')}
              type="button"
              className="btn-ghost px-3"
              disabled={index === count - 1}
              onClick={() => move(1)}
            >
              Move section down<span className="sr-only">: {name}</span>
            </button>
            <button
              type="button"
              className="btn-ghost px-3 text-danger"
              disabled={section.fields.length > 0 || count === 1}
              title={section.fields.length > 0 ? 'Move or remove its fields first' : undefined}
              onClick={() => {
                change((m) => removeSection(m, section.key), `Section "${name}" removed.`);
                focusLater(idFor('new-section'));
              }}
            >
              Remove section<span className="sr-only">: {name}</span>
            </button>
          </div>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('title')} className="field-label">
            Section title
          </label>
          <input
            id={id('title')}
            className="field-input"
            value={section.title}
            disabled={readonly}
            maxLength={200}
            aria-invalid={!section.title.trim() || undefined}
            onChange={(e) => change((m) => updateSection(m, section.key, { title: e.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={id('desc')} className="field-label">
            Section help text
          </label>
          <input
            id={id('desc')}
            className="field-input"
            value={section.description}
            disabled={readonly}
            maxLength={1000}
            onChange={(e) => change((m) => updateSection(m, section.key, { description: e.target.value }))}
          />
        </div>
      </div>
      {section.fields.length === 0 ? (
        <p className="text-muted">No fields in this section yet.</p>
      ) : (
        <ol className="space-y-2" aria-label={`Fields of ${name}`}>
          {section.fields.map((f, i) => (
            <FieldRow
              key={f.path}
              field={f}
              section={section}
              first={index === 0 && i === 0}
              last={index === count - 1 && i === section.fields.length - 1}
            />
          ))}
        </ol>
      )}
      {!readonly ? <AddFieldForm section={section} /> : null}
    </section>
  );
}
