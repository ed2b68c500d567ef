// Add a field at the end of a section: its label and type (and list, for a choice).
import { type FormEvent, useState } from 'react';
import { useEditor } from './EditorContext.ts';
import { FIELD_TYPES, type FieldType } from './fieldTypes.ts';
import { ListPicker } from './ListPicker.tsx';
import type { SectionModel } from './model.ts';
import { addField } from './ops.ts';

export function AddFieldForm({ section }: { section: SectionModel }) {
  const { change, setOpen, focusLater, idFor } = useEditor();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<Exclude<FieldType, 'other'>>('text');
  const [list, setList] = useState('');
  const [multiple, setMultiple] = useState(false);
  const id = (p: string) => idFor('section', section.key, p);
  const missingList = type === 'choice' && !list;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || missingList) return;
    let added = '';
    change((m) => {
      const r = addField(m, section.key, {
        title,
        type,
        list: type === 'choice' ? list : '',
        multiple: type === 'choice' && multiple,
      });
      added = r.key;
      return r.model;
    }, `"${title.trim()}" added to ${section.title}.`);
    setTitle('');
    // `change` applies at once; open the new field and put the cursor in its label.
    setOpen(added, true);
    focusLater(idFor('field', added, 'label'));
  };

  return (
    <form
      className="mt-3 grid gap-3 rounded-lg border border-dashed border-line p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      onSubmit={submit}
      noValidate
      aria-label={`Add a field to ${section.title || section.key}`}
    >
      <div>
        <label htmlFor={id('new-label')} className="field-label">
          New field label
        </label>
        <input
          id={id('new-label')}
          className="field-input"
          value={title}
          maxLength={300}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={id('new-type')} className="field-label">
          Type
        </label>
        <select
          id={id('new-type')}
          className="field-input"
          value={type}
          onChange={(e) => setType(e.target.value as Exclude<FieldType, 'other'>)}
        >
          {FIELD_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary" disabled={!title.trim() || missingList}>
        Add field
      </button>
      {type === 'choice' ? (
        <div className="sm:col-span-3">
          <ListPicker
            idBase={id('new-list')}
            list={list}
            multiple={multiple}
            onChange={(l, mu) => {
              setList(l);
              setMultiple(mu);
            }}
          />
        </div>
      ) : null}
    </form>
  );
}
