// Conditional visibility in a real record form: the director publishes a daily-log version (through the API,
// built with the form editor's own model, so it is encoded exactly as the editor encodes it) with a yes / no
// "Had a visitor" and a "Visitor name" shown only when it is yes, placed mid-way through the last section;
// a care worker writing a new daily log sees "Visitor name" only while "Had a visitor" is yes, in its place
// right after it. The version is rolled back at the end.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DefinitionDoc, type FieldModel, parse, serialize } from '../../web/src/admin/forms/model.ts';
import { moveField, updateField } from '../../web/src/admin/forms/ops.ts';
import { apiAs, describeBrowser, expectAccessible, type Harness, signInAt, startHarness } from './harness.ts';

const KIND = 'daily-log';

/** The top-level fields of the form on screen, in the order they are drawn (RJSF ids are root_<field>…). */
const fieldsOnScreen = (page: Page) =>
  page
    .getByRole('main')
    .locator('[id^="root_"]')
    .evaluateAll((els) => {
      const keys = els.map((e) => /^root_([A-Za-z0-9]+)/.exec(e.id)?.[1]).filter((k): k is string => !!k);
      return [...new Set(keys)];
    });

describeBrowser('conditional fields in record forms', () => {
  let h: Harness;
  let director: Awaited<ReturnType<typeof apiAs>>;
  let youngPersonId = '';
  /** The version the test started from (rolled back to at the end) and the one it published. */
  let base: { id: number; version: number } | undefined;
  let published: { id: number; version: number } | undefined;
  let rolledBack = false;

  async function rollBack() {
    if (!base || !published || rolledBack) return;
    const res = await director('POST', `/api/settings/definitions/${KIND}/rollback`, {
      toVersionId: base.id,
      baseVersion: published.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    rolledBack = true;
  }

  beforeAll(async () => {
    h = await startHarness();
    director = await apiAs(h, 'director@demo.care');
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const people = (await staff('GET', '/api/young-people?archived=false')).body as { id: string }[];
    expect(people.length).toBeGreaterThan(0);
    youngPersonId = people[0].id;

    // The newest version's definition, changed as the form editor changes it.
    const versions = (await director('GET', `/api/settings/definitions/${KIND}/versions`)).body as {
      id: number;
      version: number;
    }[];
    base = versions.reduce((a, b) => (b.version > a.version ? b : a));
    const def = (await director('GET', `/api/settings/definitions/${KIND}/versions/${base.id}`)).body
      .definition as DefinitionDoc;
    let model = parse(def);
    const last = model.sections[model.sections.length - 1];
    expect(last.title).toBe('Summary and handover');
    const field = (key: string, title: string, type: FieldModel['type']): FieldModel => ({
      key,
      path: key,
      title,
      type,
      description: '',
      required: false,
      list: '',
      multiple: false,
      showWhen: '',
      original: null,
    });
    // Added at the end of the section (as "Add field" does), then moved up to sit after "Concerns".
    model = {
      ...model,
      sections: model.sections.map((s) =>
        s.key === last.key
          ? {
              ...s,
              fields: [
                ...s.fields,
                field('hadVisitor', 'Had a visitor', 'yesNo'),
                field('visitorName', 'Visitor name', 'text'),
              ],
            }
          : s,
      ),
    };
    const after = last.fields.findIndex((f) => f.key === 'concerns');
    expect(after).toBeGreaterThanOrEqual(0);
    for (const key of ['hadVisitor', 'visitorName']) {
      for (let i = 0; i < last.fields.length - after - 1; i++) model = moveField(model, key, -1);
    }
    model = updateField(model, 'visitorName', { showWhen: 'hadVisitor' });
    const next = serialize(model, {});
    // The editor's encoding: both fields in `properties` and in the section, and the dependency on the yes / no answer.
    expect(next.sections!.at(-1)!.fields.slice(after, after + 3)).toEqual(['concerns', 'hadVisitor', 'visitorName']);
    expect((next.schema.dependencies as Record<string, unknown>).hadVisitor).toEqual({
      oneOf: [
        {
          properties: {
            hadVisitor: { const: true },
            visitorName: { type: 'string', title: 'Visitor name', maxLength: 500 },
          },
        },
        { properties: { hadVisitor: { const: false } } },
      ],
    });

    const res = await director('POST', `/api/settings/definitions/${KIND}/versions`, {
      definition: next,
      baseVersion: base.version,
      note: 'Visitors (browser test)',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    published = { id: res.body.id, version: res.body.version };
  }, 120_000);

  afterAll(async () => {
    if (h) await rollBack().catch(() => undefined);
    await h?.close();
  });

  it('"Visitor name" shows, right after "Had a visitor", only while it is answered yes', async () => {
    const page = await signInAt(h, 'staff.oak@demo.care', `/cyp/resident/${youngPersonId}/records/daily-log/new`);
    await page.getByRole('heading', { level: 2, name: /Shift/ }).waitFor();
    await page
      .getByRole('navigation', { name: 'Form steps' })
      .getByRole('button', { name: /Summary and handover/ })
      .click();
    await page.getByRole('heading', { level: 2, name: /Summary and handover/ }).waitFor();

    const hadVisitor = page.getByRole('group', { name: 'Had a visitor' });
    await hadVisitor.waitFor();
    const visitorName = page.getByLabel('Visitor name');
    expect(await visitorName.count()).toBe(0);
    expect(await fieldsOnScreen(page)).toEqual([
      'positives',
      'concerns',
      'hadVisitor',
      'ypVoice',
      'handover',
      'linked',
    ]);

    await hadVisitor.getByRole('radio', { name: 'Yes' }).check();
    await visitorName.waitFor();
    expect(await fieldsOnScreen(page)).toEqual([
      'positives',
      'concerns',
      'hadVisitor',
      'visitorName',
      'ypVoice',
      'handover',
      'linked',
    ]);
    await visitorName.fill('Aunt Sue');
    await expectAccessible(page, 'daily log with the conditional field shown');

    await hadVisitor.getByRole('radio', { name: 'No' }).check();
    await expect.poll(() => visitorName.count()).toBe(0);
    expect(await fieldsOnScreen(page)).toEqual([
      'positives',
      'concerns',
      'hadVisitor',
      'ypVoice',
      'handover',
      'linked',
    ]);

    // Rolled back: new daily logs no longer ask about visitors.
    await rollBack();
    const again = await signInAt(h, 'staff.oak@demo.care', `/cyp/resident/${youngPersonId}/records/daily-log/new`);
    await again
      .getByRole('navigation', { name: 'Form steps' })
      .getByRole('button', { name: /Summary and handover/ })
      .click();
    await again.getByRole('heading', { level: 2, name: /Summary and handover/ }).waitFor();
    await again.getByLabel('Concerns').waitFor();
    expect(await again.getByRole('group', { name: 'Had a visitor' }).count()).toBe(0);
  });
});
