// Developer tools: offered when the API's abilities say the developer area may be read. The API has the last word.
import type { Me } from '../types.ts';

export const canUseDeveloperTools = (me: Me) => me.abilities.organisation.developer.read;
