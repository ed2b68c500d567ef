// How writing handed over from a device after its person's session was ended is named wherever it is shown: who
// queued it and when by the device's clock (London time, UK date), and that it reached us only after the end.
import { toLocal } from '../time/london.ts';

const two = (n: number) => String(n).padStart(2, '0');

export function handoverMarking(person: string, queuedAt: string): string {
  const t = toLocal(new Date(queuedAt));
  const at = `${two(t.day)}/${two(t.month)}/${t.year} ${two(t.hour)}:${two(t.minute)}`;
  return `Queued on a device by ${person} at ${at} (the device's time), received after their session was ended`;
}
