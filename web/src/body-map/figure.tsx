// The drawn figure a body map's points sit on: one outline for the front and the back, in a 100 × 200
// viewBox (the coordinates stored with each point: definitions/home/body-map-field.ts). Plain SVG, no image.
import type { ReactNode } from 'react';

const WIDTH = 100;
const HEIGHT = 200;
export type Side = 'front' | 'back';
export interface BodyPoint {
  side: Side;
  x: number;
  y: number;
  note?: string;
}

// head, neck, shoulders and arms, torso, legs: one closed outline, symmetrical about x = 50
const OUTLINE = [
  'M50 4 C58 4 62 10 62 18 C62 26 58 31 54 32 L54 36',
  'C62 37 72 39 76 44 C79 50 80 62 82 76 C84 88 86 98 88 104 C89 108 85 110 83 106',
  'C80 98 77 88 75 78 C73 68 71 60 70 56 L69 76 C69 88 70 98 70 104',
  'C70 120 68 140 67 160 C66 172 66 182 67 190 C68 194 62 196 59 194',
  'C58 184 57 172 56 160 C55 146 53 126 51 110 L49 110',
  'C47 126 45 146 44 160 C43 172 42 184 41 194 C38 196 32 194 33 190',
  'C34 182 34 172 33 160 C32 140 30 120 30 104 C30 98 31 88 31 76 L30 56',
  'C29 60 27 68 25 78 C23 88 20 98 17 106 C15 110 11 108 12 104',
  'C14 98 16 88 18 76 C20 62 21 50 24 44 C28 39 38 37 46 36 L46 32 C42 31 38 26 38 18 C38 10 42 4 50 4 Z',
].join(' ');

/** Regions a point can be placed at from the list (no pointer needed): where each sits on the figure. */
export const REGIONS: { key: string; label: string; x: number; y: number }[] = [
  { key: 'head', label: 'Head', x: 50, y: 16 },
  { key: 'neck', label: 'Neck', x: 50, y: 34 },
  { key: 'chest', label: 'Chest / upper back', x: 50, y: 52 },
  { key: 'abdomen', label: 'Abdomen / lower back', x: 50, y: 82 },
  { key: 'right-shoulder', label: 'Right shoulder', x: 30, y: 44 },
  { key: 'left-shoulder', label: 'Left shoulder', x: 70, y: 44 },
  { key: 'right-arm', label: 'Right arm', x: 22, y: 72 },
  { key: 'left-arm', label: 'Left arm', x: 78, y: 72 },
  { key: 'right-hand', label: 'Right hand', x: 15, y: 104 },
  { key: 'left-hand', label: 'Left hand', x: 85, y: 104 },
  { key: 'right-hip', label: 'Right hip', x: 38, y: 104 },
  { key: 'left-hip', label: 'Left hip', x: 62, y: 104 },
  { key: 'right-knee', label: 'Right knee', x: 40, y: 150 },
  { key: 'left-knee', label: 'Left knee', x: 60, y: 150 },
  { key: 'right-foot', label: 'Right foot', x: 37, y: 190 },
  { key: 'left-foot', label: 'Left foot', x: 63, y: 190 },
];

/**
 * The figure of one side with its numbered points. On the front the person's right is on the viewer's left;
 * on the back it is on the viewer's right, so the region labels mirror. `number` is each point's place in the whole
 * list.
 */
export function Figure({
  side,
  points,
  onPlace,
  label,
  children,
}: {
  side: Side;
  points: { point: BodyPoint; number: number }[];
  onPlace?: (x: number, y: number) => void;
  label: string;
  children?: ReactNode;
}) {
  const place = (e: React.MouseEvent<SVGSVGElement>) => {
    if (!onPlace) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * WIDTH;
    const y = ((e.clientY - box.top) / box.height) * HEIGHT;
    onPlace(
      Math.round(Math.min(WIDTH, Math.max(0, x)) * 10) / 10,
      Math.round(Math.min(HEIGHT, Math.max(0, y)) * 10) / 10,
    );
  };
  return (
    <figure className="flex w-full max-w-[11rem] flex-col items-center">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={`h-auto w-full touch-manipulation ${onPlace ? 'cursor-crosshair' : ''}`}
        role="img"
        aria-label={label}
        onClick={place}
        data-side={side}
      >
        <path
          d={OUTLINE}
          fill="rgb(var(--c-sunken, 241 245 249))"
          stroke="currentColor"
          strokeWidth="0.8"
          className="text-muted"
        />
        {side === 'back' && (
          <path
            d="M50 38 L50 104"
            stroke="currentColor"
            strokeWidth="0.5"
            strokeDasharray="2 2"
            className="text-muted"
          />
        )}
        {side === 'front' && (
          <path
            d="M45 16 h2 M53 16 h2 M47 24 q3 2 6 0"
            stroke="currentColor"
            strokeWidth="0.6"
            fill="none"
            className="text-muted"
          />
        )}
        {points.map(({ point, number }) => (
          <g key={number} aria-hidden="true">
            <circle
              cx={point.x}
              cy={point.y}
              r="4.2"
              fill="rgb(var(--c-danger, 185 28 28))"
              stroke="white"
              strokeWidth="0.8"
            />
            <text x={point.x} y={point.y + 1.9} textAnchor="middle" fontSize="5.2" fontWeight="700" fill="white">
              {number}
            </text>
          </g>
        ))}
        {children}
      </svg>
      <figcaption className="mt-1 text-sm font-semibold">{side === 'front' ? 'Front' : 'Back'}</figcaption>
    </figure>
  );
}

/** The nearest named region to a point, for reading a point aloud ("near the left knee"). */
export function nearestRegion(p: BodyPoint): string {
  // on the back the person's left is on the viewer's left: mirror before comparing with the front's regions
  const x = p.side === 'back' ? WIDTH - p.x : p.x;
  let best = REGIONS[0];
  let bestD = Infinity;
  for (const r of REGIONS) {
    const d = (r.x - x) ** 2 + (r.y - p.y) ** 2;
    if (d < bestD) {
      best = r;
      bestD = d;
    }
  }
  return best.label.split(' / ')[p.side === 'back' ? 1 : 0] ?? best.label;
}

/** Where a region sits on the chosen side (the back mirrors left and right). */
export function regionPoint(key: string, side: Side): { x: number; y: number } {
  const r = REGIONS.find((x) => x.key === key) ?? REGIONS[0];
  return { x: side === 'back' ? WIDTH - r.x : r.x, y: r.y };
}
