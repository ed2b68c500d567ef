// Access beside the statutory returns (the annual return, the inspection pre-form, the quality standards review):
// each lists many children's details at once, so every path to one, the generic records API included, needs the
// home area in its home and the "sensitive reports" area (decision 0670). A young person's own login has none.
import { decideSensitiveReport } from '../access/home.ts';
import { areaLevel, type Caller, homeScope, isYoungPersonLogin, type Level } from '../access/index.ts';
import type { KindAccess } from '../pipeline/types.ts';

const seesSensitiveReports = (c: Caller) => !isYoungPersonLogin(c) && areaLevel(c, 'sensitive_reports') !== 'none';

export const statutoryReturnAccess: KindAccess = {
  level(c): Level {
    return seesSensitiveReports(c) ? areaLevel(c, 'home') : 'none';
  },
  record: (c, place, want) =>
    place.homeId
      ? decideSensitiveReport(c, place.homeId, want)
      : { ok: false, status: 403, reason: 'A return belongs to a home.' },
  create: (c, place) =>
    place.homeId
      ? decideSensitiveReport(c, place.homeId, 'edit')
      : { ok: false, status: 403, reason: 'A return belongs to a home.' },
  list: (c) => ({ homeIds: seesSensitiveReports(c) ? homeScope(c) : [], excludeYoungPeople: [] }),
};
