// A box to sign in with a finger or the mouse: the mark drawn becomes a PNG data URL the engine keeps (a money entry,
// a hand-over, an advance agreement). The engine checks it is a real PNG; this only draws it.
import { type PointerEvent, useEffect, useRef, useState } from 'react';

export function SignaturePad({ label, onChange }: { label: string; onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.width, c.height);
  }, []);
  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [
      ((e.clientX - r.left) * e.currentTarget.width) / r.width,
      ((e.clientY - r.top) * e.currentTarget.height) / r.height,
    ];
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const [x, y] = at(e);
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#111';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    const [x, y] = at(e);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setSigned(true);
    onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.width, c.height);
    setSigned(false);
    onChange(null);
  };
  return (
    <div className="space-y-1">
      <span className="field-label">{label}</span>
      <canvas
        ref={canvas}
        width={480}
        height={140}
        role="img"
        aria-label={signed ? `${label}: signed` : `${label}: sign here with a finger or the mouse`}
        data-testid="signature-pad"
        className="block h-[120px] w-full touch-none rounded-lg border border-line bg-white"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
      />
      <button type="button" className="btn-secondary" onClick={clear} disabled={!signed}>
        Clear the signature
      </button>
    </div>
  );
}
