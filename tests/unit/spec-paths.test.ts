// Every SPEC §2 per-young-person and incident section path matches a route of the web app that is not
// "Page not found", and the SPEC path table names only record kinds that exist.
import { readdirSync, readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROFILE_TABS } from '../../web/src/lib/profile-tabs.ts';
import {
  kindPath,
  SPEC_PATH_OF_KIND,
  SPEC_PATHS,
  specRowOf,
  tabPath,
} from '../../web/src/pages/young-person/spec-paths.ts';
import { routes } from '../../web/src/routes.tsx';
import {
  SPEC_ASSIST_PATH,
  SPEC_INCIDENT_EDIT_PATHS,
  SPEC_YOUNG_PERSON_PATHS,
} from '../fixtures/spec-section2-paths.ts';

const YP = '3f2a9c1e-0000-4000-8000-000000000001';

/** The route a path lands on ('*' is the not-found page). */
function leaf(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  return matches?.at(-1)?.route.path;
}

const kinds = new Set(
  readdirSync('definitions/young-person')
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(`definitions/young-person/${f}`, 'utf8').matchAll(/\bkind: '([a-z-]+)'/g)])
    .map((m) => m[1]),
);

describe('SPEC §2 paths', () => {
  it('lists the per-young-person paths the SPEC names', () => {
    expect(SPEC_YOUNG_PERSON_PATHS.length).toBeGreaterThanOrEqual(119);
    expect(new Set(SPEC_YOUNG_PERSON_PATHS).size).toBe(SPEC_YOUNG_PERSON_PATHS.length);
  });

  it.each(SPEC_YOUNG_PERSON_PATHS)('/cyp/resident/{id}/%s opens a page', (p) => {
    expect(leaf(`/cyp/resident/${YP}/${p}`)).not.toBe('*');
  });

  it.each([...SPEC_INCIDENT_EDIT_PATHS, SPEC_ASSIST_PATH])('%s opens a page', (p) => {
    expect(leaf(p)).not.toBe('*');
  });

  it('an address the SPEC does not name is still not found', () => {
    expect(leaf(`/cyp/resident/${YP}/logs/no-such-log`)).toBe('*');
    expect(leaf('/nothing-here/at-all')).toBe('*');
  });

  it('names only record kinds that exist, and gives every kind in it a canonical list path', () => {
    for (const { shows } of SPEC_PATHS) {
      const kind = 'kind' in shows ? shows.kind : 'add' in shows ? shows.add : 'view' in shows ? shows.view : null;
      if (kind) expect(kinds, kind).toContain(kind);
      if (kind) expect(SPEC_PATH_OF_KIND[kind], kind).toBeTruthy();
    }
  });

  it('links each profile tab and kind list to a page of its own, not to an address that redirects on', () => {
    for (const { key } of PROFILE_TABS) {
      const at = leaf(`/cyp/resident/${YP}/${tabPath(key)}`);
      expect(at, key).not.toBe('*');
      // profile/:tab redirects a tab that has a SPEC path
      if (tabPath(key) !== `profile/${key}`) expect(at, key).not.toBe('profile/:tab');
    }
    for (const kind of Object.keys(SPEC_PATH_OF_KIND)) {
      expect(leaf(`/cyp/resident/${YP}/${kindPath(kind)}`), kind).not.toMatch(/^records\//);
      expect(leaf(`/cyp/resident/${YP}/${kindPath(kind)}/new`), kind).not.toBe('*');
    }
    expect(kindPath('daily-log')).toBe('logs/daily-log');
    expect(tabPath('personal')).toBe('profile/details/personal');
    expect(tabPath('health')).toBe('profile/health');
  });

  it('finds the row an address falls under, the longest first', () => {
    expect(specRowOf('logs/daily-log/edit')?.path).toBe('logs/daily-log/edit');
    expect(specRowOf('logs/daily-log/0b6f/history')?.path).toBe('logs/daily-log');
    expect(specRowOf('profile/details/care-records-access')?.path).toBe('profile/details/{product}-access');
    expect(specRowOf('profile/overview')).toBeUndefined();
  });
});
