// A table of areas, each with one level chosen by radio buttons (arrow keys move within a row).
import type { ListItem } from '../types.ts';

export function LevelTable<V extends string>({
  caption,
  hint,
  areas,
  levels,
  value,
  onChange,
  disabled,
}: {
  caption: string;
  hint?: string;
  areas: ListItem[];
  levels: { value: V; label: string }[];
  value: (area: string) => V;
  onChange: (area: string, level: V) => void;
  disabled?: boolean;
}) {
  const name = caption.replace(/\W+/g, '-').toLowerCase();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="text-left">
          <span className="text-lg font-semibold">{caption}</span>
          {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
        </caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className="p-2">
              Area
            </th>
            {levels.map((l) => (
              <th key={l.value} scope="col" className="p-2 text-center">
                {l.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {areas.map((a) => (
            <tr key={a.value} className="border-b border-line last:border-0">
              <th scope="row" className="p-2 font-medium">
                {a.label}
              </th>
              {levels.map((l) => (
                <td key={l.value} className="p-0 text-center">
                  <label className="inline-flex min-h-[44px] min-w-[44px] cursor-pointer items-center justify-center">
                    <input
                      type="radio"
                      name={`${name}-${a.value}`}
                      value={l.value}
                      checked={value(a.value) === l.value}
                      disabled={disabled}
                      aria-label={`${a.label}: ${l.label}`}
                      onChange={() => onChange(a.value, l.value)}
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
