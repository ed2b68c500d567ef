// The response schema of /api/auth/me: who the caller is and what they may do (engine/access/abilities.ts).
// Every object is closed and every field required, so the answer and this contract cannot drift apart.
const flags = (...names: string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, { type: 'boolean' }])),
  }) as const;
const level = { type: 'string', enum: ['none', 'read', 'edit'] } as const;
const levels = { type: 'object', additionalProperties: level } as const;
const closed = (properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;

const open = (properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: true, required: Object.keys(properties), properties }) as const;

const kindAbilities = flags('create', 'read', 'edit', 'submit', 'signOff', 'reopen', 'archive');

const homeAbilities = closed({
  home: flags('read', 'edit', 'logs', 'annexA', 'sensitiveReports'),
  youngPeople: flags('read', 'add', 'manage'),
  records: flags('archive', 'managerFields'),
  rota: flags('read', 'edit', 'manage'),
  leave: flags('read', 'edit', 'decide', 'colleagues'),
  medication: flags('read', 'record', 'witness', 'countStock'),
  accounts: flags('read', 'record', 'manage'),
  tasks: flags('list', 'assignOthers'),
  staff: flags('readProfiles', 'editProfiles', 'resetPin'),
});

const youngPersonAbilities = closed({
  areas: levels,
  documents: flags('read', 'edit'),
  create: { type: 'array', items: { type: 'string' } },
});

export const abilitiesSchema = {
  description:
    'What the caller may do: per access area, record kind (in any home listed), home and young person. The routes ' +
    'still decide each request; this says what to offer.',
  ...closed({
    areas: levels,
    kinds: { type: 'object', additionalProperties: kindAbilities },
    homes: { type: 'object', additionalProperties: homeAbilities },
    youngPeople: closed({
      default: youngPersonAbilities,
      overridden: { type: 'object', additionalProperties: youngPersonAbilities },
    }),
    organisation: closed({
      ownLogin: { type: 'boolean' },
      placingAuthority: { type: 'boolean' },
      search: { type: 'boolean' },
      youngPeople: { type: 'boolean' },
      policies: { type: 'boolean' },
      staff: flags('list'),
      training: flags('view', 'write'),
      pay: flags('everyone', 'rates'),
      settings: flags('read', 'edit'),
      developer: flags('read', 'edit'),
      quality: flags('view', 'chooseCharts'),
      productAdministration: { type: 'boolean' },
      retentionReview: { type: 'boolean' },
      managesAHome: { type: 'boolean' },
      bulk: flags('signOff', 'readAlerts'),
      turnedOn: flags('mar', 'medicationInventory'),
    }),
  }),
} as const;

const nullableString = { type: ['string', 'null'] } as const;

/**
 * The signed-in person, their homes and what they may do. Open at the top (other parts of the answer, such as the
 * second factor's state, are described by their own routes); the abilities inside are closed.
 */
export const meSchema = open({
  id: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  isManager: { type: 'boolean' },
  jobTitle: nullableString,
  youngPersonId: nullableString,
  orgId: { type: 'string' },
  orgName: { type: 'string' },
  homes: {
    type: 'array',
    items: closed({ id: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' } }),
  },
  areas: levels,
  ypPermissions: levels,
  toggles: { type: 'object', additionalProperties: true },
  features: { type: 'object', additionalProperties: { type: 'boolean' } },
  isProductAdmin: { type: 'boolean' },
  hasLogo: { type: 'boolean' },
  abilities: abilitiesSchema,
});
