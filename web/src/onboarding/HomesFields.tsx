// The homes of a new organisation (for /create-company and /register): name, type, address and registration.
import { Field } from '../admin/ui/Field.tsx';

export interface HomeDraft {
  name: string;
  type: string;
  address: string;
  urn: string;
  registeredPlaces: string;
}
export const emptyHome = (): HomeDraft => ({
  name: '',
  type: 'children_home',
  address: '',
  urn: '',
  registeredPlaces: '',
});
const TYPES = [
  { value: 'children_home', label: "Children's Home" },
  { value: 'support_accomodation_for_older_children', label: 'Supported Accommodation for Young People' },
];

/** As the API takes them: blanks left out. */
export const homesPayload = (homes: HomeDraft[]) =>
  homes.map((h) => ({
    name: h.name.trim(),
    type: h.type,
    ...(h.address.trim() ? { address: h.address.trim() } : {}),
    ...(h.urn.trim() ? { urn: h.urn.trim().toUpperCase() } : {}),
    ...(h.registeredPlaces.trim() ? { registeredPlaces: Number(h.registeredPlaces) } : {}),
  }));

export function HomesFields({
  homes,
  onChange,
  registration = true,
}: {
  homes: HomeDraft[];
  onChange: (h: HomeDraft[]) => void;
  registration?: boolean;
}) {
  const set = (i: number, patch: Partial<HomeDraft>) =>
    onChange(homes.map((h, j) => (j === i ? { ...h, ...patch } : h)));
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold">Homes</legend>
      {homes.map((h, i) => (
        <div key={i} className="space-y-3 rounded border border-line p-3" role="group" aria-label={`Home ${i + 1}`}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={`Home ${i + 1} name`}>
              {(ids) => (
                <input
                  {...ids}
                  className="field-input"
                  value={h.name}
                  maxLength={200}
                  onChange={(e) => set(i, { name: e.target.value })}
                />
              )}
            </Field>
            <Field label="Type of home">
              {(ids) => (
                <select
                  {...ids}
                  className="field-input"
                  value={h.type}
                  onChange={(e) => set(i, { type: e.target.value })}
                >
                  {TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Address" className="sm:col-span-2">
              {(ids) => (
                <input
                  {...ids}
                  className="field-input"
                  value={h.address}
                  maxLength={500}
                  onChange={(e) => set(i, { address: e.target.value })}
                />
              )}
            </Field>
            {registration ? (
              <>
                <Field label="Ofsted URN" hint="e.g. SC123456">
                  {(ids) => (
                    <input
                      {...ids}
                      className="field-input"
                      value={h.urn}
                      maxLength={10}
                      onChange={(e) => set(i, { urn: e.target.value })}
                    />
                  )}
                </Field>
                <Field label="Registered places">
                  {(ids) => (
                    <input
                      {...ids}
                      className="field-input"
                      inputMode="numeric"
                      value={h.registeredPlaces}
                      maxLength={3}
                      onChange={(e) => set(i, { registeredPlaces: e.target.value.replace(/\D/g, '') })}
                    />
                  )}
                </Field>
              </>
            ) : null}
          </div>
          {homes.length > 1 ? (
            <button type="button" className="btn-ghost" onClick={() => onChange(homes.filter((_, j) => j !== i))}>
              Remove home {i + 1}
            </button>
          ) : null}
        </div>
      ))}
      <button type="button" className="btn-secondary" onClick={() => onChange([...homes, emptyHome()])}>
        Add another home
      </button>
    </fieldset>
  );
}
