// The web keeps no copy of a permission rule: what the signed-in person may do comes from /api/auth/me's
// abilities (web/src/lib/abilities.ts), which engine/access computes. This reads every web source file and
// refuses the shapes a copied rule takes: comparing a role, reading the person's manager flag, access areas or
// young-person permissions, calling engine/access or the workflow machines at run time. Lines that speak of
// other people's roles for display or for editing them (the user administration form) are allowed, by file and
// text, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const WEB = join(ROOT, 'web/src');

/** file → text of the allowed line (a part of it) → why it is not a permission rule. */
const ALLOWED: Record<string, Record<string, string>> = {
  'web/src/admin/users/UserFormView.tsx': {
    "form.role === 'director'": 'a hint beside the role being given to someone else',
    "form.role === 'custom' ? givable": 'which custom role the person being edited is given',
    "{form.role === 'custom' ? (": 'the custom role choice shows only when the role being given is Custom',
    "form.role === 'social_worker'": 'a social worker being invited is given no homes, areas or rota (the server too)',
  },
  'web/src/admin/users/userForm.ts': {
    "f.role === 'custom' ? f.customRoleId": 'a custom role is sent only with the role Custom, for someone else',
  },
  'web/src/admin/users/OrgUsers.tsx': {
    "u.role === 'director' && u.homeIds.length === 0": "the users table's wording for a director's homes",
  },
  'web/src/admin/users/UserEditPage.tsx': {
    "user?.role === 'young_person'": "which form edits the other person (a young person's own login or staff)",
    "user.role !== 'young_person'": 'a young person’s own login is ended on its own page, not deactivated here',
  },
  'web/src/admin/users/labels.ts': {
    "u.role === 'young_person'": 'the label naming the young person a login is for',
    'r.value === role': "a role's label",
  },
  'web/src/staff/SpecialPages.tsx': {
    "profile.role !== 'manager'": "the profile's job line says '(manager)' once",
  },
  'web/src/rjsf/people.ts': {
    "s.role === 'director' || s.role === 'hr_manager'": 'pickers group office staff apart from the home’s team',
  },
  'web/src/pages/young-people/YoungPersonForm.tsx': {
    "!== 'young_person'": 'a key worker is chosen among staff, not young people’s own logins',
  },
  'web/src/ui/SecondPersonFields.tsx': {
    "s.role === 'manager' || s.role === 'director'":
      'offers those who may approve first; the engine checks the approver',
  },
  'web/src/quality/QualityAssurancePage.tsx': {
    "me.role === 'director' ? 'Every home": "the page's subtitle names whose homes are shown",
  },
};

/** Shapes a permission rule copied into the web takes. */
const COPIES: { name: string; pattern: RegExp }[] = [
  { name: 'compares a role', pattern: /\brole(\s+as\s+\w+)?\)?\s*[!=]==?|[!=]==?\s*[\w.?]*\brole\b/ },
  {
    name: "reads the person's manager flag, areas or young-person permissions",
    pattern: /\bme\??\.(isManager|areas|ypPermissions)\b/,
  },
  { name: 'calls engine/access at run time', pattern: /^import (?!type\b).*engine\/access\// },
  { name: 'replays the workflow to decide', pattern: /\b(allowedActions|allowedActionsFor|machineFor)\(/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** Every line of the web's source that takes a copied rule's shape and is not allowed, as "file:line: shape". */
function copies(): string[] {
  const found: string[] = [];
  for (const path of sources(WEB)) {
    const file = relative(ROOT, path);
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may name the rules they no longer copy
        for (const { name, pattern } of COPIES) {
          if (!pattern.test(line)) continue;
          if (Object.keys(ALLOWED[file] ?? {}).some((text) => line.includes(text))) continue;
          found.push(`${file}:${i + 1}: ${name}: ${line.trim()}`);
        }
      });
  }
  return found;
}

describe('no web file copies a permission rule', () => {
  it('every web source file reads what the person may do from the abilities, not from their role or areas', () => {
    expect(copies()).toEqual([]);
  });

  it('each allowed line is still there (an allowance for a line that has gone is removed with it)', () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, lines]) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return Object.keys(lines)
        .filter((l) => !text.includes(l))
        .map((l) => `${file}: ${l}`);
    });
    expect(stale).toEqual([]);
  });

  it('the shapes are recognised (a copied rule of each kind would be found)', () => {
    const samples = [
      "if (me.role === 'director') return true;",
      "const ok = 'manager' === person.role;",
      "const staff = people.filter((s) => (s.role as string) !== 'young_person');",
      'const seesHome = me.isManager || !!me.areas.leave;',
      "const docs = me?.ypPermissions?.documents !== 'none';",
      "import { readsRota } from '../../../engine/access/rota.ts';",
      'const fromMachine = allowedActions(state, actor);',
    ];
    for (const s of samples)
      expect(
        COPIES.some(({ pattern }) => pattern.test(s)),
        s,
      ).toBe(true);
    expect(
      COPIES.some(({ pattern }) => pattern.test("import type { Abilities } from '../../engine/access/abilities.ts';")),
    ).toBe(false);
  });
});
