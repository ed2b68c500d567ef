// The body map in a form (RJSF widget `bodyMap`, for the definitions' bodyMap() field): tap or click the front
// or back figure to place a numbered point, then say what is there. Everything a pointer does can be done
// from the list below it too (choose a side and a region, Add point), so a keyboard or screen reader user
// records the same points. Points are stored in the figure's coordinates.
import type { WidgetProps } from '@rjsf/utils';
import { memo, useId, useState } from 'react';
import { helpClass, inputClass, labelClass, secondaryButton, smallButton } from '../rjsf/classes.ts';
import { type BodyPoint, Figure, nearestRegion, regionPoint, REGIONS, type Side } from './figure.tsx';

export const BodyMapWidget = memo(function BodyMapWidget(props: WidgetProps) {
  const id = useId();
  const points: BodyPoint[] = Array.isArray(props.value) ? (props.value as BodyPoint[]) : [];
  const disabled = props.disabled || props.readonly;
  const [side, setSide] = useState<Side>('front');
  const [region, setRegion] = useState(REGIONS[0].key);
  const [said, setSaid] = useState('');

  const change = (next: BodyPoint[]) => props.onChange(next);
  const add = (p: BodyPoint) => {
    change([...points, p]);
    setSaid(
      `Point ${points.length + 1} added on the ${p.side}, near the ${nearestRegion(p).toLowerCase()}. Say what is there below.`,
    );
  };
  const update = (i: number, patch: Partial<BodyPoint>) =>
    change(points.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const remove = (i: number) => {
    change(points.filter((_, j) => j !== i));
    setSaid(`Point ${i + 1} removed.`);
  };
  const numbered = (s: Side) => points.map((point, i) => ({ point, number: i + 1 })).filter((x) => x.point.side === s);

  return (
    <div className="space-y-4" data-testid="body-map">
      <div className="flex flex-row justify-center gap-4">
        {(['front', 'back'] as const).map((s) => (
          <Figure
            key={s}
            side={s}
            points={numbered(s)}
            label={`Body map, ${s}: ${numbered(s).length} point${numbered(s).length === 1 ? '' : 's'}. Tap to add a point, or use the list below.`}
            onPlace={disabled ? undefined : (x, y) => add({ side: s, x, y, note: '' })}
          />
        ))}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>

      {points.length > 0 && (
        <ol className="space-y-2" aria-label="Points on the body map">
          {points.map((p, i) => (
            <li key={i} className="rounded-md border border-line p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-danger text-xs font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="text-sm font-semibold">
                  Point {i + 1}: {p.side === 'front' ? 'front' : 'back'}, near the {nearestRegion(p).toLowerCase()}
                </span>
                {!disabled && (
                  <button type="button" className={`${smallButton} ml-auto`} onClick={() => remove(i)}>
                    Remove<span className="sr-only"> point {i + 1}</span>
                  </button>
                )}
              </div>
              <label htmlFor={`${id}-note-${i}`} className={`${labelClass} mt-2 text-sm`}>
                What is there (point {i + 1})
              </label>
              <input
                id={`${id}-note-${i}`}
                className={inputClass}
                value={p.note ?? ''}
                maxLength={300}
                disabled={disabled}
                onChange={(e) => update(i, { note: e.target.value })}
                placeholder="e.g. graze about 3 cm, red mark, swelling"
              />
            </li>
          ))}
        </ol>
      )}

      {!disabled && (
        <fieldset className="rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-semibold">Add a point from the list</legend>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${id}-side`} className={`${labelClass} text-sm`}>
                Side
              </label>
              <select
                id={`${id}-side`}
                className={inputClass}
                value={side}
                onChange={(e) => setSide(e.target.value as Side)}
              >
                <option value="front">Front</option>
                <option value="back">Back</option>
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-region`} className={`${labelClass} text-sm`}>
                Where
              </label>
              <select
                id={`${id}-region`}
                className={inputClass}
                value={region}
                onChange={(e) => setRegion(e.target.value)}
              >
                {REGIONS.map((r) => (
                  <option key={r.key} value={r.key}>
                    {r.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => add({ side, ...regionPoint(region, side), note: '' })}
            >
              Add point
            </button>
          </div>
          <p className={helpClass}>
            The point is placed on the figure; you can say exactly what is there once it is added.
          </p>
        </fieldset>
      )}
    </div>
  );
});
