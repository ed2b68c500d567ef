// The form's steps as a list of buttons (the incident's General, Details, Intervention…): the current one is
// marked aria-current="step", and steps holding errors say how many, in words as well as colour.
export interface StepItem {
  key: string;
  title: string;
  errorCount: number;
}

export function StepNav({
  steps,
  current,
  onSelect,
}: {
  steps: StepItem[];
  current: number;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Form steps">
      <ol className="flex flex-row flex-wrap gap-2 lg:flex-col">
        {steps.map((s, i) => {
          const active = i === current;
          return (
            <li key={s.key}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-current={active ? 'step' : undefined}
                className={`flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm font-medium ${
                  active ? 'border-accent bg-accent-soft text-ink' : 'border-line bg-surface text-ink hover:bg-sunken'
                }`}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border border-line text-xs"
                >
                  {i + 1}
                </span>
                <span className="flex-1">{s.title}</span>
                {s.errorCount > 0 && (
                  <span className="rounded-full bg-danger px-2 text-xs text-surface">
                    {s.errorCount}
                    <span className="sr-only"> {s.errorCount === 1 ? 'error' : 'errors'}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
