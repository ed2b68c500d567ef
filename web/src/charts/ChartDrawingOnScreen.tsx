// A chart's drawing, loaded once its place comes near the screen. The drawing brings Tremor and its charting
// library, the app's largest chunk (~850 kB): a phone opening the dashboard, whose charts are below the fold, does
// not download and run it before the person scrolls to them. The place keeps the drawing's height, so nothing moves.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Pick } from './ChartDrawing.tsx';
import type { Chart } from './types.ts';

const ChartDrawing = lazy(() => import('./ChartDrawing.tsx'));

// started a screen's height early, so a person scrolling at reading pace finds it drawn
const AHEAD = '100% 0px';

export function ChartDrawingOnScreen({ chart, onPick }: { chart: Chart; onPick: (p: Pick) => void }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || near) return;
    const watcher = new IntersectionObserver(
      (seen) => {
        if (seen.some((s) => s.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    watcher.observe(element);
    return () => watcher.disconnect();
  }, [near]);
  return (
    <div ref={place} className="min-h-64">
      {near ? (
        <Suspense fallback={null}>
          <ChartDrawing chart={chart} onPick={onPick} />
        </Suspense>
      ) : null}
    </div>
  );
}
