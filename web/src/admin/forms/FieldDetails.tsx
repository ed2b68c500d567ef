// One field's settings: label, help text, type (and its list), required, conditional visibility, section.
import { useEditor } from './EditorContext.ts';
import { detectShape, FIELD_TYPES, type FieldType, typeLabel } from './fieldTypes.ts';
import { ListPicker } from './ListPicker.tsx';
import { type FieldModel, lockReason, type SectionModel } from './model.ts';
import { moveFieldToSection, siblingsOf, updateField } from './ops.ts';

export function FieldDetails({ field, section }: { field: FieldModel; section: SectionModel }) {
  const { model, change, readonly, idFor, focusLater } = useEditor();
  const id = (p: string) => idFor('field', field.path, p);
  const set = (patch: Partial<FieldModel>) => change((m) => updateField(m, field.path, patch));
  const locked = lockReason(model, field.path);
  // conditions are between fields side by side: in the same section, or the same group
  const siblings = siblingsOf(model, field.path) ?? {
    fields: section.fields,
    otherDependencies: model.otherDependencies,
  };
  const controllers = siblings.fields.filter(
    (f) => f.key !== field.key && f.type === 'yesNo' && !f.showWhen && !(f.key in siblings.otherDependencies),
  );
  const dependents = siblings.fields.filter((f) => f.showWhen === field.key);
  const inGroup = field.path.includes('.');
  const originalShape = detectShape(field.original);

  const setType = (value: string) => {
    if (value === 'other') {
      set({ type: 'other', list: originalShape.list, multiple: originalShape.multiple });
      return;
    }
    const type = value as FieldType;
    set({ type, list: type === 'choice' ? field.list : '', multiple: type === 'choice' ? field.multiple : false });
  };

  return (
    <div id={id('panel')} className="mt-3 grid gap-4 border-t border-line pt-3 sm:grid-cols-2">
      <div>
        <label htmlFor={id('label')} className="field-label">
          Label
        </label>
        <input
          id={id('label')}
          className="field-input"
          value={field.title}
          disabled={readonly}
          maxLength={300}
          aria-invalid={!field.title.trim() || undefined}
          onChange={(e) => set({ title: e.target.value })}
        />
        {!field.title.trim() ? <p className="text-sm font-medium text-danger">Give the field a label.</p> : null}
      </div>
      <div>
        <label htmlFor={id('type')} className="field-label">
          Type
        </label>
        <select
          id={id('type')}
          className="field-input"
          value={field.type}
          disabled={readonly || !!locked}
          aria-describedby={locked ? id('lock') : undefined}
          onChange={(e) => setType(e.target.value)}
        >
          {originalShape.type === 'other' ? (
            <option value="other">{typeLabel(originalShape, field.original)} (as it is)</option>
          ) : null}
          {FIELD_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        {locked ? (
          <p id={id('lock')} className="mt-1 text-sm text-muted">
            {locked}
          </p>
        ) : null}
      </div>
      {field.type === 'choice' ? (
        <ListPicker
          idBase={id('list')}
          list={field.list}
          multiple={field.multiple}
          disabled={readonly}
          keepOwn={originalShape.type === 'choice' && !originalShape.list}
          onChange={(list, multiple) => set({ list, multiple })}
        />
      ) : null}
      <div className="sm:col-span-2">
        <label htmlFor={id('help')} className="field-label">
          Help text
        </label>
        <p id={id('help-hint')} className="mb-1 text-sm text-muted">
          Shown under the label. Words in braces, like {'{child}'}, follow the home type.
        </p>
        <textarea
          id={id('help')}
          className="field-input min-h-[4rem]"
          value={field.description}
          disabled={readonly}
          maxLength={1000}
          aria-describedby={id('help-hint')}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <label className="flex min-h-[44px] items-center gap-2">
        <input
          type="checkbox"
          checked={field.required}
          disabled={readonly}
          onChange={(e) => set({ required: e.target.checked })}
        />
        Required
        <span className="text-sm text-muted">(needed to submit; drafts may leave it empty)</span>
      </label>
      <div>
        <label htmlFor={id('when')} className="field-label">
          Show this field
        </label>
        <select
          id={id('when')}
          className="field-input"
          value={field.showWhen}
          disabled={readonly || dependents.length > 0}
          aria-describedby={id('when-hint')}
          onChange={(e) => set({ showWhen: e.target.value })}
        >
          <option value="">Always</option>
          {controllers.map((c) => (
            <option key={c.key} value={c.key}>
              Only when “{c.title}” is yes
            </option>
          ))}
        </select>
        <p id={id('when-hint')} className="mt-1 text-sm text-muted">
          {dependents.length > 0
            ? `Other fields are shown only when this one is yes (${dependents.map((d) => d.title).join(', ')}).`
            : controllers.length === 0
              ? `Add a yes / no field to this ${inGroup ? 'group' : 'section'} to show this one only when it is yes.`
              : `Based on a yes / no field of the same ${inGroup ? 'group' : 'section'}.`}
        </p>
      </div>
      {inGroup ? null : (
        <div>
          <label htmlFor={id('section')} className="field-label">
            Section
          </label>
          <select
            id={id('section')}
            className="field-input"
            value={section.key}
            disabled={readonly}
            onChange={(e) => {
              change(
                (m) => moveFieldToSection(m, field.key, e.target.value),
                `"${field.title}" moved to another section.`,
              );
              focusLater(id('section'));
            }}
          >
            {model.sections.map((s) => (
              <option key={s.key} value={s.key}>
                {s.title || s.key}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="text-sm text-muted sm:col-span-2">
        Stored as <code>{field.path}</code>
        {field.original ? '' : ' (new)'}.
      </p>
    </div>
  );
}
