// A group of checkboxes choosing several values from a list (events of a webhook, roles of an update alert).
export function ChoiceChecks({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: { value: string; label: string }[];
  value: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {choices.map((c) => (
          <label key={c.value} className="flex min-h-[44px] items-center gap-2">
            <input
              type="checkbox"
              checked={value.includes(c.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, c.value] : value.filter((x) => x !== c.value))}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
