// What a new form starts with: only a schema's own `default`s. No first-choice-as-default for `oneOf` choices
// (a select must start unanswered, not on its first option), no `false` for unanswered yes/no questions, no
// empty group objects, and no rows (or people, or choices) made up to meet an array's `minItems` — an empty
// row in a multi-choice shows as a ticked choice nobody made. `minItems` is checked on Submit instead.
import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

export const DEFAULTS_BEHAVIOUR = {
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipEmptyDefaults',
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
} as const satisfies Experimental_DefaultFormStateBehavior;
