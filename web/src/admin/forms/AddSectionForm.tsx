// Add a section (a new step) at the end of the form.
import { type FormEvent, useState } from 'react';
import { useEditor } from './EditorContext.ts';
import { addSection } from './ops.ts';

export function AddSectionForm() {
  const { change, focusLater, idFor } = useEditor();
  const [title, setTitle] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    let key = '';
    change((m) => {
      const r = addSection(m, title);
      key = r.key;
      return r.model;
    }, `Section "${title.trim()}" added at the end.`);
    setTitle('');
    focusLater(idFor('section', key, 'new-label'));
  };
  return (
    <form className="card flex flex-wrap items-end gap-2" onSubmit={submit} noValidate aria-label="Add a section">
      <div className="min-w-[14rem] flex-1">
        <label htmlFor={idFor('new-section')} className="field-label">
          New section title
        </label>
        <input
          id={idFor('new-section')}
          className="field-input"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <button type="submit" className="btn-secondary" disabled={!title.trim()}>
        Add section
      </button>
    </form>
  );
}
