// A body map read-only (record view): the figures with their numbered points, and the notes as a list.
import { type BodyPoint, Figure, nearestRegion, type Side } from './figure.tsx';

export function BodyMapView({ value, title = 'Body map' }: { value: unknown; title?: string }) {
  const points: BodyPoint[] = Array.isArray(value) ? (value as BodyPoint[]) : [];
  const numbered = (s: Side) => points.map((point, i) => ({ point, number: i + 1 })).filter((x) => x.point.side === s);
  return (
    <section className="rounded-lg border border-line p-4" aria-label={title}>
      <h3 className="mb-2 text-base font-semibold">{title}</h3>
      {points.length === 0 ? (
        <p className="text-sm italic text-muted">No points marked.</p>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row" data-filled>
          <div className="flex shrink-0 flex-row justify-center gap-3">
            {(['front', 'back'] as const).map((s) => (
              <Figure
                key={s}
                side={s}
                points={numbered(s)}
                label={`Body map, ${s}: points ${
                  numbered(s)
                    .map((x) => x.number)
                    .join(', ') || 'none'
                }`}
              />
            ))}
          </div>
          <ol className="space-y-2 text-sm">
            {points.map((p, i) => (
              <li key={i} className="flex gap-2">
                <span
                  className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-danger text-xs font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span>
                  <span className="sr-only">Point {i + 1}: </span>
                  <strong>
                    {p.side === 'front' ? 'Front' : 'Back'}, near the {nearestRegion(p).toLowerCase()}
                  </strong>
                  {p.note ? ` — ${p.note}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
