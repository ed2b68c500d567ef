// The options a home picks from, as an inspector reads them — current UK terms with
// the stored keys kept, the missing options there, each home type offered only its own, and the wording
// of texts about homes of both types.
import { describe, expect, it } from 'vitest';
import {
  allLists,
  bodyRegions,
  contactCategories,
  contactSubRoles,
  eventTaskTypes,
  injuryKinds,
  legalStatuses,
  medicalAttention,
  medicationForms,
  meetingTypes,
  placementEndReasons,
  placementTypes,
  safeguardingCategories,
} from '../../definitions/lists/index.ts';
import { HOME_TYPES, type HomeType, resolveWording, resolveWordingForTypes } from '../../definitions/wording.ts';
import { kindCatalogue } from '../../engine/alerts/catalogue.ts';
import { definitionForHomeType } from '../../engine/definitions/home-types.ts';
import type { ReferenceList } from '../../engine/definitions/lists.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';

const values = (l: ReferenceList) => l.items.map((i) => i.value);
const label = (l: ReferenceList, v: string) => l.items.find((i) => i.value === v)?.label;

describe('options in current UK terms, with their stored keys kept', () => {
  it('relabels outdated, US or stigmatising terms without changing what is stored', () => {
    expect(label(contactSubRoles, 'benefits_agency')).toBe('DWP / Jobcentre Plus');
    expect(label(contactSubRoles, 'asylum_agency')).toMatch(/Home Office/);
    expect(label(contactSubRoles, 'senco')).toBe('SENCO');
    expect(label(placementEndReasons, 'placement_breakdown')).toBe('Unplanned ending');
    expect(label(meetingTypes, 'lac_review')).not.toMatch(/\bLAC\b/);
    expect(label(eventTaskTypes, 'cyp vacation')).toBe('Holiday');
    const words = allLists.flatMap((l) => l.items.map((i) => `${l.key}.${i.value}: ${i.label}`));
    for (const outdated of [
      /absconding/i,
      /\bvacation\b/i,
      /breakdown/i,
      /Benefits agency/i,
      /Social services/i,
      /\(LAC\)/,
    ]) {
      expect(
        words.filter((w) => outdated.test(w.split(': ')[1])),
        String(outdated),
      ).toEqual([]);
    }
  });

  it('adds the missing options', () => {
    expect(values(safeguardingCategories)).toEqual(
      expect.arrayContaining(['fgm', 'forced_marriage', 'modern_slavery']),
    );
    expect(values(bodyRegions)).toEqual(
      expect.arrayContaining([
        'left_ear',
        'right_ear',
        'scalp',
        'eyes',
        'mouth',
        'left_shoulder',
        'left_upper_arm',
        'left_forearm',
        'left_thigh',
        'left_lower_leg',
        'groin',
      ]),
    );
    expect(values(injuryKinds)).toEqual(
      expect.arrayContaining(['scratch', 'friction_burn', 'suspected_fracture', 'head_injury', 'pain_no_mark']),
    );
    expect(values(medicalAttention)).toEqual(
      expect.arrayContaining(['offered_declined', 'nhs_111', 'ambulance', 'urgent_treatment_centre']),
    );
    expect(values(medicationForms)).toEqual(
      expect.arrayContaining(['injection', 'auto_injector', 'patch', 'spray', 'suppository']),
    );
    expect(values(placementTypes)).toContain('staying_close');
    // family first, and family roles to choose from instead of "Other"
    expect(contactCategories.items[0].value).toBe('family_friends');
    expect(contactSubRoles.items.filter((r) => r.group === 'family_friends').length).toBeGreaterThan(3);
    expect(values(contactSubRoles)).toEqual(
      expect.arrayContaining([
        'iro',
        'personal_adviser',
        'virtual_school',
        'youth_justice',
        'advocate',
        'cla_nurse',
        'solicitor',
      ]),
    );
    expect(values(legalStatuses)).toEqual(
      expect.arrayContaining([
        'epo',
        'police_protection',
        'pace_transfer',
        'short_breaks',
        'placement_order',
        'not_looked_after',
      ]),
    );
  });
});

describe('each home type is offered its own options and wording', () => {
  const CH_ONLY = [/\bReg(ulation)? 40\b/i, /\bReg(ulation)? 44\b/i, /\bplacing authority\b/i, /Children's Homes/i];
  const SA_ONLY = [
    /\bReg(ulation)? 27\b/i,
    /\bReg(ulation)? 32\b/i,
    /\baccommodating authority\b/i,
    /Supported Accommodation (\(England\) )?Regulations/i,
  ];
  it("marks every option that names one home type's regulation as that type's only", () => {
    const leaks: string[] = [];
    for (const l of allLists) {
      for (const i of l.items) {
        const text = i.label;
        const only = i.homeTypes?.length === 1 ? i.homeTypes[0] : undefined;
        if (CH_ONLY.some((r) => r.test(text)) && only !== 'children_home') leaks.push(`${l.key}.${i.value}: ${text}`);
        if (SA_ONLY.some((r) => r.test(text)) && only !== 'support_accomodation_for_older_children')
          leaks.push(`${l.key}.${i.value}: ${text}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('names the case-record schedule by home type, not the recruitment one', () => {
    expect(resolveWording('{caseSchedule}', 'children_home')).toBe('Schedule 3');
    expect(resolveWording('{caseSchedule}', 'support_accomodation_for_older_children')).toBe('Schedule 2');
    expect(resolveWording('{schedule}', 'support_accomodation_for_older_children')).toBe('Schedule 1');
  });

  it('words a text about homes of several types with each, and one type with its own', () => {
    expect(resolveWordingForTypes('{plansName}', ['children_home'])).toBe('Placement plans');
    expect(resolveWordingForTypes('{plansName}', ['support_accomodation_for_older_children'])).toBe('Support plans');
    expect(resolveWordingForTypes('{plansName}', [...HOME_TYPES])).toBe('Placement plans / Support plans');
    expect(resolveWordingForTypes('Risk assessment review', [...HOME_TYPES])).toBe('Risk assessment review');
  });

  it("gives the workers each record kind's title in every home type's wording", async () => {
    const kinds = kindCatalogue((await loadDefinitionFiles()).values());
    expect(kinds['placement-plan'].titles).toEqual({
      children_home: 'Placement plan',
      support_accomodation_for_older_children: 'Support plan',
    });
    expect(kinds['placement-plan'].title).toBe('Placement plan');
  });

  it('asks the child criminal exploitation assessment for the Ofsted notification, as the sexual exploitation one', async () => {
    const defs = await loadDefinitionFiles();
    const cce = (t: HomeType) =>
      definitionForHomeType(defs.get('risk-assessment-cce')!, t).schema.properties!.notification as {
        title: string;
        description: string;
      };
    expect(cce('support_accomodation_for_older_children')).toMatchObject({ title: 'Reg 27 notification' });
    expect(cce('support_accomodation_for_older_children').description).toMatch(
      /notifiable without delay \(Supported Accommodation Regulations 2023 reg 27\)/,
    );
    expect(cce('children_home').title).toBe('Reg 40 notification');
  });

  it('serves the plan in each home type with no other-type area, and the missing-episode choice in its words', async () => {
    const defs = await loadDefinitionFiles();
    const plan = (t: HomeType) => definitionForHomeType(defs.get('placement-plan')!, t);
    expect(plan('children_home').sections!.map((s) => s.key)).not.toContain('move-on');
    expect(plan('support_accomodation_for_older_children').sections!.map((s) => s.key)).not.toContain(
      'behaviour-management',
    );
    const needsArea = (t: HomeType) =>
      (
        plan(t).schema.properties!.needs as { items: { properties: { area: { oneOf: { const: string }[] } } } }
      ).items.properties.area.oneOf.map((c) => c.const);
    expect(needsArea('children_home')).not.toContain('money');
    expect(needsArea('support_accomodation_for_older_children')).not.toContain('behaviour_management');
    const away = (t: HomeType) =>
      JSON.stringify(definitionForHomeType(defs.get('missing-episode')!, t).schema).includes(
        'Away from their accommodation without agreement',
      );
    expect(away('support_accomodation_for_older_children')).toBe(true);
    expect(away('children_home')).toBe(false);
  });
});
