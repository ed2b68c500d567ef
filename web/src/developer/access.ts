// Developer access (SPEC §6): directors, and anyone given the developer area. The API has the last word.
import type { Me } from '../types.ts';

export const canUseDeveloperTools = (me: Me) =>
  me.role === 'director' || me.areas.developer === 'read' || me.areas.developer === 'edit';
