// Fields a definition hides from people (`ui:widget: hidden`, e.g. the incident's section-completed markers)
// are internal: the record history leaves their changes out, as the record view does (rjsf/ReadOnlyView).
import type { UiSchema } from '@rjsf/utils';

/** Whether a change at this JSON Pointer is to a hidden field (or inside one); list indexes pass through `items`. */
export function isHiddenPointer(ui: UiSchema | undefined, pointer: string): boolean {
  let node: unknown = ui;
  for (const seg of pointer.split('/').filter(Boolean)) {
    if (!node || typeof node !== 'object') return false;
    const here = node as Record<string, unknown>;
    node = /^\d+$/.test(seg) ? here.items : here[seg];
    if (node && typeof node === 'object' && (node as Record<string, unknown>)['ui:widget'] === 'hidden') return true;
  }
  return false;
}
