// Developer tools (SPEC §6 developer area): reading API tokens and webhook subscriptions needs the area's
// read, changing them its edit. An API token has the area only if scoped to it.
import { areaLevel, type Caller, type Verdict } from './index.ts';

export function decideDeveloper(c: Caller, want: 'read' | 'edit'): Verdict {
  const level = areaLevel(c, 'developer');
  if (level === 'none' || (want === 'edit' && level !== 'edit'))
    return { ok: false, status: 403, reason: `You need ${want} access to the "developer" area.` };
  return { ok: true };
}
