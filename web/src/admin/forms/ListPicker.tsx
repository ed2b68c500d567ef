// The reference list a choice field offers (GET /api/lists), and whether several answers may be chosen.
import { useMemo } from 'react';
import { useEditor } from './EditorContext.ts';

export function ListPicker({
  idBase,
  list,
  multiple,
  disabled,
  keepOwn,
  onChange,
}: {
  idBase: string;
  list: string;
  multiple: boolean;
  disabled?: boolean;
  keepOwn?: boolean;
  onChange: (list: string, multiple: boolean) => void;
}) {
  const { lists } = useEditor();
  const options = useMemo(() => Object.values(lists).sort((a, b) => a.label.localeCompare(b.label)), [lists]);
  const chosen = list ? lists[list] : undefined;
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={idBase} className="field-label">
          Reference list
        </label>
        <select
          id={idBase}
          className="field-input"
          value={list}
          disabled={disabled}
          aria-invalid={!list && !keepOwn ? true : undefined}
          onChange={(e) => onChange(e.target.value, multiple)}
        >
          <option value="">{keepOwn ? 'Its own options (as they are)' : 'Choose a list'}</option>
          {options.map((l) => (
            <option key={l.key} value={l.key}>
              {l.label}
            </option>
          ))}
        </select>
        {chosen ? (
          <p className="mt-1 text-sm text-muted">
            {chosen.items
              .slice(0, 6)
              .map((i) => i.label)
              .join(', ')}
            {chosen.items.length > 6 ? `, and ${chosen.items.length - 6} more` : ''}
          </p>
        ) : null}
      </div>
      <label className="flex min-h-[44px] items-center gap-2">
        <input
          type="checkbox"
          checked={multiple}
          disabled={disabled}
          onChange={(e) => onChange(list, e.target.checked)}
        />
        Allow several choices
      </label>
    </div>
  );
}
