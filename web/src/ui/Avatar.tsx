import { initials } from '../lib/format.ts';

/** Initials in a circle; decorative, as the name is always shown next to it. */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-16 text-xl' : 'h-11 w-11 text-base';
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full border border-line bg-accent-soft font-semibold text-ink`}
    >
      {initials(name)}
    </span>
  );
}
