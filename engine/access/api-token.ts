// An API token acts as the person who made it, narrowed to the token's scopes: each scoped area at the
// lower of the token's level and the maker's, no area it does not name, the maker's homes (a director's:
// every home of the organisation) and young-person permissions. So a token never does more than its
// maker could, and its rights shrink with theirs. It is never a director, a manager nor the product
// administrator (no email), so nothing that needs a person's own judgement or signature is open to it.
import { createHash } from 'node:crypto';
import type { UserRow } from '../store/rows.ts';
import type { Caller, Level } from './index.ts';
import { areaLevel, callerFrom, isYoungPersonLogin } from './index.ts';

const API_TOKEN_ROLE = 'api_token';
const rank: Record<Level, number> = { none: 0, read: 1, edit: 2 };

/** SHA-256 of a token's secret, as stored (migration 034): 256 random bits need no slow hash. */
export const tokenHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const isApiToken = (c: Pick<Caller, 'role'>) => c.role === API_TOKEN_ROLE;

/** The caller a token makes, or null if its maker could not use the API themself. */
export function tokenCaller(
  maker: UserRow,
  token: { scopes: Record<string, 'read' | 'edit'>; orgHomeIds: string[] },
): Caller | null {
  const person = callerFrom(maker);
  if (!maker.active || isYoungPersonLogin(person)) return null;
  const areas: Caller['areas'] = {};
  for (const [area, wanted] of Object.entries(token.scopes)) {
    const theirs = areaLevel(person, area);
    const level = rank[theirs] < rank[wanted] ? theirs : wanted;
    if (level !== 'none') areas[area] = level;
  }
  return {
    ...person,
    role: API_TOKEN_ROLE,
    isManager: false,
    email: '',
    areas,
    homeIds: person.role === 'director' ? token.orgHomeIds : person.homeIds,
  };
}

/** Scopes a caller may give a new token: none above their own level (a token cannot widen itself). */
export function scopesBeyond(c: Caller, scopes: Record<string, 'read' | 'edit'>): string[] {
  return Object.entries(scopes)
    .filter(([area, wanted]) => rank[areaLevel(c, area)] < rank[wanted])
    .map(([area]) => area);
}
