// Demo medicines: for one young person in each home, a regular medicine (morning and evening),
// a PRN painkiller and a Schedule 2 controlled drug; stock received; two days of the MAR
// with a refused dose and a PRN dose with its effect; the health profile's allergies; a near miss in
// each home. Written through the
// record and medication services, so the revisions, stock log and CD register are real.
import { randomUUID } from 'node:crypto';
import type { Caller } from '../engine/access/index.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { scheduledDoses } from '../engine/medication/rules.ts';
import { medicationService } from '../engine/medication/service.ts';
import { recordService } from '../engine/records/service.ts';
import type { BulkRecord } from '../engine/store/bulk.ts';
import type { Store } from '../engine/store/index.ts';
import { addDays, fromLocal, londonDate, parseYmd } from '../engine/time/london.ts';
import { seedHomelyRemedies } from './homely-remedies.ts';
import { seedMarMonth, seedTemperatureMonth } from './medication-month.ts';

/** The manager as a writer of the director's staff records (the staff area, the director's homes). */
const asStaffWriter = (manager: Caller, director: Caller): Caller => ({
  ...manager,
  homeIds: [...new Set([...manager.homeIds, ...director.homeIds])],
  areas: { ...manager.areas, staff: 'edit' },
});

export async function seedMedication(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  password: string,
  who: (
    home: string,
  ) => Promise<{ staff: Caller; witness: Caller; manager: Caller; director: Caller; youngPersonId: string }>,
) {
  const records = recordService({ store, registry });
  const meds = medicationService({ store });
  const today = londonDate(new Date());
  for (const home of ['Oak House', 'Willow Court']) {
    const { staff, witness, manager, director, youngPersonId } = await who(home);
    // observed competency, signed by the assessor who watched (the manager; the director for a manager)
    const assess = async (assessor: Caller, person: Caller, daysAgo: number, outcome = 'competent') => {
      const made = await records.create(assessor, 'medication-competency', {
        staffId: person.id,
        data: {
          assessedOn: addDays(today, -daysAgo),
          assessor: assessor.id,
          observed:
            'A morning round: checked each MAR against the label, asked about allergies, gave the doses and recorded each at once; a PRN decision explained.',
          routes: 'Oral tablets and liquids; inhaler',
          outcome,
          needsSecondChecker: false,
          ...(outcome === 'competent' ? {} : { actions: 'Medication course booked; observe again after it.' }),
        },
      });
      if (outcome === 'competent')
        await records.act(assessor, 'medication-competency', made.id, 'submit', made.version);
    };
    const assessed = new Set<string>();
    for (const [assessor, person, days, outcome] of [
      [director, manager, 120, 'competent'],
      [manager, staff, 150, 'competent'],
      [manager, witness, 200, home === 'Oak House' ? 'competent' : 'not_yet'],
      // the director too, observed by Willow Court's manager: there the manager gives the medicines and the director,
      // trained and assessed, is the controlled drug's second signature (Jordan is not yet assessed). A director's
      // staff records are HR's to write, and the director's profile sits in one of their homes (which one is not
      // fixed): the manager writes this one holding the staff area in the director's homes, as HR would
      ...(home === 'Willow Court' ? ([[asStaffWriter(manager, director), director, 70, 'competent']] as const) : []),
    ] as const) {
      if (person.id === assessor.id || assessed.has(person.id)) continue;
      assessed.add(person.id);
      await assess(assessor, person, days, outcome);
    }
    // written by a member of staff, checked against the label by the manager before it reaches the MAR (at Willow
    // Court the manager gives the doses, so the other member of staff writes them up)
    const writer = staff.id === manager.id ? witness : staff;
    const prescribe = async (data: Record<string, unknown>) => {
      const made = await records.create(writer, 'medication', { youngPersonId, data });
      await meds.checkTranscription(manager, youngPersonId, made.id, {
        version: made.version,
        against: 'label',
        password,
      });
      return made.id;
    };
    await records.create(staff, 'health-profile', {
      youngPersonId,
      data: {
        updatedOn: today,
        noKnownAllergies: false,
        allergies: [{ allergen: 'Penicillin', reaction: 'Rash and swelling', severity: 'severe' }],
      },
    });
    const regular = await prescribe({
      name: home === 'Oak House' ? 'Sertraline 50 mg tablets' : 'Montelukast 10 mg tablets',
      form: 'tablet',
      strength: home === 'Oak House' ? '50 mg' : '10 mg',
      dose: '1 tablet',
      doseQuantity: 1,
      route: 'oral',
      reason: home === 'Oak House' ? 'Low mood and anxiety' : 'Asthma',
      prescribed: true,
      regularity: 'regular',
      times: ['08:00', '20:00'],
      start: addDays(today, -35),
      reviewDate: addDays(today, 20),
      prescriber: 'Dr A. Khan, Chapel Allerton Surgery',
      pharmacy: 'Boots, Roundhay Road',
      instructions: 'With food',
      stockUnit: 'tablet',
      storage: 'Locked medicine cabinet',
      selfAdministering: false,
    });
    const prn = await prescribe({
      name: 'Paracetamol 500 mg tablets',
      form: 'tablet',
      strength: '500 mg',
      dose: '1–2 tablets',
      doseQuantity: 1,
      doseQuantityMax: 2,
      route: 'oral',
      reason: 'Pain or fever',
      prescribed: false,
      regularity: 'prn',
      prn: { indication: 'Headache, period pain or a temperature over 38 °C', minIntervalHours: 4, maxDosesIn24h: 4 },
      start: addDays(today, -30),
      stockUnit: 'tablet',
      storage: 'Locked medicine cabinet',
    });
    const ids = [regular, prn];
    // at Willow Court the young person takes their asthma tablet themself, watched: a supervised self-administration
    // assessment, agreed with the accommodating authority's social worker, its review a duty
    if (home === 'Willow Court') {
      const sa = await records.create(manager, 'medication-self-administration', {
        youngPersonId,
        data: {
          assessedOn: addDays(today, -10),
          assessedBy: manager.id,
          medicines: [regular],
          understanding: {
            whatFor: true,
            doseAndTimes: true,
            sideEffects: false,
            ifMissed: true,
            notes:
              'Knows it is "for my chest, one in the morning and one at night"; not sure what side effects to say.',
          },
          storage: { keptIn: 'office_handed_out', where: 'Locked medicine cabinet, office', othersSafe: true },
          level: 'supervised',
          checks: {
            how: 'Staff hand over the strip, watch the tablet taken and record it as self-administered on the MAR',
            often: 'Each dose',
            onTheMar: true,
          },
          risks: 'Has kept tablets back before: staff watch the dose swallowed until the review.',
          agreement: [{ by: 'accommodating_authority', name: 'K. Ahmed, social worker', on: addDays(today, -9) }],
          childAgrees: true,
          childViews: 'Wants to hold the strip herself; agreed to try supervised first.',
          reviewDate: addDays(today, 80),
        },
      });
      await records.act(manager, 'medication-self-administration', sa.id, 'submit', sa.version);
    }
    if (home === 'Willow Court')
      ids.push(
        await prescribe({
          name: 'Lisdexamfetamine 30 mg capsules',
          form: 'capsule',
          strength: '30 mg',
          dose: '1 capsule',
          doseQuantity: 1,
          route: 'oral',
          reason: 'ADHD',
          prescribed: true,
          regularity: 'regular',
          times: ['07:30'],
          start: addDays(today, -60),
          prescriber: 'Dr L. Green, community paediatrics',
          instructions: 'Swallow whole in the morning, with or without breakfast',
          controlled: true,
          cdSchedule: '2',
          stockUnit: 'capsule',
          storage: 'CD cupboard in the office',
          selfAdministering: false,
        }),
      );
    if (home === 'Oak House') {
      ids.push(
        await prescribe({
          name: 'Methylphenidate 18 mg prolonged-release tablets',
          form: 'tablet',
          strength: '18 mg',
          dose: '1 tablet',
          doseQuantity: 1,
          route: 'oral',
          reason: 'ADHD',
          prescribed: true,
          regularity: 'regular',
          times: ['07:30'],
          start: addDays(today, -60),
          prescriber: 'Dr L. Green, community paediatrics',
          controlled: true,
          cdSchedule: '2',
          stockUnit: 'tablet',
          storage: 'CD cupboard in the office',
          selfAdministering: false,
        }),
      );
    }
    // the month before the last two days, with its refusals, a late dose, PRN effects, the CD register's receipts,
    // witnessed doses and weekly checks, and the daily temperature readings (seeds/medication-month.ts)
    const homeOf = (await store.forOrg(orgId).people.youngPerson(youngPersonId))!;
    const versionOf = async (id: string) => (await store.forOrg(orgId).records.get(id))!;
    const month = await Promise.all(ids.filter((id) => id !== prn).map(versionOf));
    const oak = home === 'Oak House';
    await seedMarMonth(store, orgId, {
      homeId: homeOf.homeId,
      youngPersonId,
      givers: oak ? [staff.id, witness.id, manager.id] : [manager.id],
      cdWitness: oak ? undefined : director.id,
      manager: manager.id,
      today,
      days: DEMO_MONTH_DAYS,
      medicines: month.map((r) => ({
        id: r.id,
        version: r.version,
        data: r.data,
        controlled: r.data.controlled === true,
        exceptions: r.id === regular ? (oak ? OAK_REGULAR_EXCEPTIONS : WILLOW_REGULAR_EXCEPTIONS) : CD_EXCEPTIONS,
        // at Willow Court the tablet is taken watched since the supervised self-administration assessment
        selfAdministeredFrom: !oak && r.id === regular ? 10 : undefined,
      })),
      prn: { id: prn, version: (await versionOf(prn)).version, doses: oak ? OAK_PRN : WILLOW_PRN },
    });
    await seedTemperatureMonth(store, registry, orgId, {
      homeId: homeOf.homeId,
      readers: oak ? [staff.id, witness.id] : [manager.id, witness.id],
      today,
      days: DEMO_MONTH_DAYS,
      outOfRangeDaysAgo: oak ? 11 : undefined,
    });
    await seedReconciliation(records, store, orgId, { youngPersonId, staff, manager, witness, home });
    // the second signature: at Willow Court the director (Jordan is not yet assessed as competent)
    const sign = { userId: (home === 'Oak House' ? witness : director).id, password };
    for (const medicationId of ids) {
      await meds.moveStock(staff, youngPersonId, {
        medicationId,
        kind: 'received',
        quantity: 56,
        batch: 'DEMO-2611',
        expiry: addDays(today, 300),
        password,
        witness: sign,
      });
    }
    // two days of the chart, up to now: one refused dose, the rest given
    const now = Date.now();
    let n = 0;
    let lastCd: { id: string; medicationId: string; scheduledAt: string } | null = null;
    for (const medicationId of ids.filter((id) => id !== prn)) {
      const data = (await store.forOrg(orgId).records.get(medicationId))!.data as unknown as Parameters<
        typeof scheduledDoses
      >[0];
      for (const at of scheduledDoses(data, addDays(today, -1), today).filter((d) => d.getTime() < now - 30 * 60_000)) {
        const refused = n++ === 3;
        const entry = await meds.recordDose(staff, youngPersonId, {
          medicationId,
          scheduledAt: at.toISOString(),
          givenAt: new Date(at.getTime() + 6 * 60_000).toISOString(),
          outcome: refused ? 'refused' : 'given',
          reason: refused ? 'Said they felt sick; offered again at 08:30 and refused' : undefined,
          password,
          witness: (data as { controlled?: boolean }).controlled ? sign : undefined,
        });
        if ((data as { controlled?: boolean }).controlled)
          lastCd = { id: entry.id, medicationId, scheduledAt: at.toISOString() };
      }
    }
    // the week's controlled-drug balance check, witnessed, matching the register
    {
      const cd = (await meds.stock(manager, youngPersonId)).medicines.find((x) => x.id === ids[2]);
      await meds.moveStock(manager, youngPersonId, {
        medicationId: ids[2],
        kind: 'count',
        quantity: cd?.balance ?? 0,
        password,
        witness: sign,
      });
    }
    // a near miss at Willow Court: the pharmacy's new supply was a stronger capsule, caught when it was booked in
    if (home === 'Willow Court')
      await seedWillowNearMiss(records, { youngPersonId, manager, director, cdId: ids[2], today });
    // a near miss at Oak House: the controlled drug nearly given twice, caught by the stock count in the register
    if (lastCd && home === 'Oak House') {
      const at = new Date(Date.parse(lastCd.scheduledAt) + 40 * 60_000).toISOString();
      const made = await records.create(manager, 'medication-error', {
        youngPersonId,
        data: {
          occurredAt: at,
          discoveredAt: at,
          reach: 'near_miss',
          errorType: ['given_twice', 'recording_error'],
          medicine: lastCd.medicationId,
          marEntry: lastCd.id,
          whatHappened:
            'The morning dose had been given and witnessed but the MAR was open on the day before. A second member ' +
            'of staff took a tablet from the CD cupboard to give it, checked the CD register balance first and saw ' +
            'the dose was already recorded there.',
          foundBy: witness.id,
          involved: [staff.id, witness.id],
          harm: 'none',
          immediateAction: 'Tablet not given; returned to the CD cupboard with the balance checked by two people.',
          advice: [
            {
              from: 'pharmacist',
              at,
              who: 'Pharmacist, Boots Roundhay Road',
              said: 'Nothing more to do as it was not given; keep the MAR open on today before a round.',
            },
          ],
          childTold: true,
          childToldNotes: 'Told staff caught a mix-up with the chart; he said he already had his tablet.',
          authorityTold: true,
          authorityToldAt: at,
          managerDecision: {
            ofstedNotifiable: false,
            reason: 'A near miss with no harm: not a serious incident. Recorded and learnt from.',
            decidedBy: manager.id,
            decidedAt: at,
          },
          investigation: {
            cause: 'The MAR on the tablet was left on the previous day after a late entry.',
            competencyReassessed: false,
            prescriberTold: false,
            learning: 'Check the MAR date and the CD register before every dose; raised at the team meeting.',
            completedOn: today,
          },
        },
      });
      await records.act(manager, 'medication-error', made.id, 'submit', made.version);
    }
    // the home's medical inventory: first aid and homely remedies, one due to expire soon
    const homeId = (await store.forOrg(orgId).people.youngPerson(youngPersonId))!.homeId;
    const checked = addDays(today, -9);
    for (const data of [
      {
        item: 'First-aid kit (HSE compliant, medium)',
        itemKind: 'first_aid',
        quantity: 1,
        location: 'Kitchen, above the fridge',
        expiry: addDays(today, 200),
        lastCheckedOn: checked,
        lastCheckedBy: staff.id,
        checks: [
          {
            checkedOn: checked,
            checkedBy: staff.id,
            quantityFound: 1,
            inDate: true,
            findings: 'Plasters restocked; eye wash replaced.',
          },
        ],
      },
      {
        item: 'Burns gel dressings',
        itemKind: 'first_aid',
        quantity: 4,
        location: 'First-aid box, kitchen',
        expiry: addDays(today, 12),
        lastCheckedOn: checked,
        lastCheckedBy: staff.id,
        checks: [
          {
            checkedOn: checked,
            checkedBy: staff.id,
            quantityFound: 4,
            inDate: true,
            findings: 'All present; expire soon, reorder.',
          },
        ],
      },
    ])
      await records.create(staff, 'medical-inventory', { homeId, data });
    await seedHomelyRemedies({
      records,
      meds,
      staff,
      homeId,
      youngPersonId,
      today,
      password,
      childrensHome: home === 'Oak House',
    });
    const prnAt = new Date(now - 26 * 3_600_000).toISOString();
    const dose = await meds.recordDose(staff, youngPersonId, {
      medicationId: prn,
      outcome: 'given',
      givenAt: prnAt,
      prnReason: 'Headache after school',
      quantity: 2,
      password,
    });
    await meds.recordEffect(staff, dose.id, 'Headache eased within the hour');
    // at Willow Court the GP moved the evening dose earlier today: the change waits for its second check
    if (home === 'Willow Court') {
      const current = (await store.forOrg(orgId).records.get(regular))!;
      await records.update(writer, 'medication', regular, {
        version: current.version,
        data: { ...current.data, times: ['08:00', '19:00'] },
      });
    }
    // this month's medication audit, started from the records' figures and completed by the manager (decision 0960)
    const start = await meds.auditStart(manager, homeId, today.slice(0, 7));
    const found = start.data;
    const audit = await records.create(manager, 'medication-audit', {
      homeId,
      data: {
        ...found,
        auditedOn: today,
        periodFrom: start.periodFrom,
        periodTo: today,
        auditedBy: manager.id,
        sample: [
          {
            youngPerson: youngPersonId,
            weekFrom: addDays(today, -13),
            findings: 'Each dose signed or coded with a reason; stock of the regular tablets agrees with the MAR.',
          },
        ],
        signatures: {
          ...found.signatures,
          ...(found.signatures?.gapsFound ? { gapsFollowedUp: true } : {}),
          notes: found.signatures?.gapsFound
            ? 'Each gap raised with the staff on shift; late entries made with the reason.'
            : 'No gaps.',
        },
        controlledDrugs: {
          ...found.controlledDrugs,
          ...(found.controlledDrugs?.held
            ? {
                balanceCorrect: true,
                checksWitnessed: true,
                notes: 'Counted with the deputy today: the register balance agrees. The near miss is on the actions.',
              }
            : { notes: 'No controlled drugs held this month.' }),
        },
        stock: { matchesMar: true, outOfDateFound: false },
        storage: {
          ...found.storage,
          ...(found.storage?.outOfRange ? { outOfRangeActioned: true } : {}),
          cupboardsLocked: true,
        },
        actions: [
          {
            action:
              home === 'Oak House'
                ? 'Team meeting: check the MAR and the CD register before every controlled-drug dose (the near miss).'
                : 'Remind the team to record a PRN dose’s effect within the hour.',
            owner: manager.id,
            dueOn: addDays(today, 10),
          },
        ],
      },
    });
    await records.act(manager, 'medication-audit', audit.id, 'submit', audit.version);
  }
}

/** Days of the demo's MAR before the two the service records (seeds/medication-month.ts). */
const DEMO_MONTH_DAYS = 30;
type Exceptions = NonNullable<Parameters<typeof seedMarMonth>[2]['medicines'][number]['exceptions']>;
const OAK_REGULAR_EXCEPTIONS: Exceptions = {
  '25@20:00': {
    outcome: 'refused',
    reason: 'Said she was too tired and went to bed; offered again at 20:30 and refused. Noted for the GP review.',
  },
  '17@08:00': {
    outcome: 'omitted',
    reason:
      'Asleep after a late return from contact; the pharmacist advised not to give it late, evening dose as usual',
  },
  '12@08:00': {
    outcome: 'refused',
    reason: 'Said it makes her feel sick before breakfast; offered again with toast at 08:40 and refused',
  },
  '9@08:00': {
    outcome: 'late',
    reason:
      'At an emergency dental appointment from 07:30; given on return at 09:40 with breakfast. The 20:00 dose ' +
      'is more than 4 hours later.',
  },
};
const WILLOW_REGULAR_EXCEPTIONS: Exceptions = {
  '20@20:00': {
    outcome: 'refused',
    reason: 'Back at 21:30 from a college social; offered and declined. Told not to take two in the morning.',
  },
  '6@08:00': {
    outcome: 'omitted',
    reason: 'Stayed at her sister’s overnight (agreed); the tablet was not taken with her',
  },
};
const CD_EXCEPTIONS: Exceptions = {
  '19@07:30': {
    outcome: 'refused',
    reason: 'Said it stops her eating at lunch; the community paediatric nurse was told the same morning',
  },
};
type PrnDoses = Parameters<typeof seedMarMonth>[2]['prn']['doses'];
const OAK_PRN: PrnDoses = [
  { daysAgo: 27, at: '16:40', qty: 2, why: 'Headache after school', effect: 'Headache gone by tea time' },
  { daysAgo: 21, at: '21:15', qty: 1, why: 'Period pain', effect: 'Eased; slept well' },
  { daysAgo: 13, at: '10:05', qty: 2, why: 'Toothache', effect: 'Helped a little; dentist booked for the morning' },
  { daysAgo: 5, at: '18:30', qty: 1, why: 'Temperature 38.2 °C with a cold', effect: '37.4 °C an hour later' },
];
const WILLOW_PRN: PrnDoses = [
  { daysAgo: 24, at: '19:00', qty: 2, why: 'Headache after a long shift at work', effect: 'Better within the hour' },
  { daysAgo: 8, at: '22:10', qty: 1, why: 'Back ache after the gym', effect: 'A little better; went to bed' },
];

/**
 * Willow Court's near miss: the pharmacy's second supply of the month was 50 mg capsules for a 30 mg prescription;
 * the manager and the director checked the box against the MAR as they booked it in, so none was given. Booked back
 * out to the pharmacy the same day, and the correct strength came the next morning.
 */
async function seedWillowNearMiss(
  records: ReturnType<typeof recordService>,
  p: { youngPersonId: string; manager: Caller; director: Caller; cdId: string; today: string },
) {
  const at = fromLocal({ ...parseYmd(addDays(p.today, -15)), hour: 14, minute: 5 }).toISOString();
  const made = await records.create(p.manager, 'medication-error', {
    youngPersonId: p.youngPersonId,
    data: {
      occurredAt: at,
      discoveredAt: at,
      reach: 'near_miss',
      errorType: ['wrong_dose'],
      medicine: p.cdId,
      whatHappened:
        'The pharmacy delivered Lisdexamfetamine 50 mg capsules, labelled with her name, against a prescription ' +
        'for 30 mg. Seen when the box was checked against the MAR before it was booked into the CD register.',
      foundBy: p.manager.id,
      involved: [p.manager.id, p.director.id],
      harm: 'none',
      immediateAction:
        'Not booked in or given; sealed, signed by both and returned to the pharmacy. She took her 07:30 capsule ' +
        'the next morning from the correct supply, delivered first thing.',
      advice: [
        {
          from: 'pharmacist',
          at,
          who: 'Pharmacist, Boots Roundhay Road',
          said: 'A dispensing error at the pharmacy; they will report it and send 30 mg capsules by 09:00 tomorrow.',
        },
      ],
      childTold: true,
      childToldNotes: 'Told the pharmacy sent the wrong strength and it was sent back; she was relieved it was caught.',
      authorityTold: true,
      authorityToldAt: at,
      managerDecision: {
        ofstedNotifiable: false,
        reason: 'A near miss caught at receipt, nothing given and no harm: recorded and learnt from.',
        decidedBy: p.manager.id,
        decidedAt: at,
      },
      investigation: {
        cause: 'Dispensing error at the pharmacy (the 50 mg and 30 mg boxes are alike).',
        competencyReassessed: false,
        prescriberTold: true,
        learning:
          'Every supply checked against the MAR, name, strength and dose, by two people before it is booked in.',
        completedOn: addDays(p.today, -13),
      },
    },
  });
  await records.act(p.manager, 'medication-error', made.id, 'submit', made.version);
}

/**
 * The reconciliation of the medicines the young person arrived with, the evening they arrived, checked by a second
 * member of staff; its move-in record starts the 24-hour duty it met. Both are dated as they were written.
 */
async function seedReconciliation(
  records: ReturnType<typeof recordService>,
  store: Store,
  orgId: string,
  p: { youngPersonId: string; staff: Caller; manager: Caller; witness: Caller; home: string },
) {
  const yp = (await store.forOrg(orgId).people.youngPerson(p.youngPersonId))!;
  const arrivalDate = yp.moveInDate ?? addDays(londonDate(new Date()), -60);
  const arrived = fromLocal({ ...parseYmd(arrivalDate), hour: 16, minute: 30 });
  const reconciled = new Date(arrived.getTime() + 3 * 3_600_000);
  const checked = new Date(reconciled.getTime() + 40 * 60_000);
  const oak = p.home === 'Oak House';
  const moveIn = await records.create(p.manager, 'move-in', {
    youngPersonId: p.youngPersonId,
    data: {
      arrivalDate,
      arrivalTime: '16:30',
      arrivedFrom: oak ? 'Foster placement, Horsforth' : 'Supported lodgings, Harehills',
      broughtBy: 'Social worker',
      placingAuthority: 'Leeds City Council',
      checklist: [],
    },
  });
  const checker = p.staff.id === p.manager.id ? p.witness : p.manager;
  const made = await records.create(p.staff, 'medication-reconciliation', {
    youngPersonId: p.youngPersonId,
    data: {
      reconciledAt: reconciled.toISOString(),
      reconciledBy: p.staff.id,
      sources: ['discharge_letter', 'gp_record'],
      sourceNotes: 'The previous placement’s medication letter; the GP summary care record read by the surgery.',
      medicines: [
        {
          name: oak ? 'Sertraline' : 'Montelukast',
          strengthForm: oak ? '50 mg tablets' : '10 mg tablets',
          doseOnSource: 'One in the morning and one in the evening',
          doseOnLabel: 'One in the morning and one in the evening',
          arrived: true,
          quantity: oak ? 22 : 17,
          matches: true,
          onMar: true,
        },
        ...(oak
          ? [
              {
                name: 'Methylphenidate',
                strengthForm: '18 mg prolonged-release tablets',
                doseOnSource: 'One each morning',
                doseOnLabel: 'One each morning',
                arrived: false,
                matches: false,
              },
            ]
          : []),
      ],
      discrepancies: oak
        ? [
            {
              medicine: 'Methylphenidate',
              type: 'not_arrived',
              detail: 'On the GP record; the supply was left at the foster placement.',
              resolution:
                'Foster carer brought the sealed box the next morning; counted into the CD register with a witness.',
              resolvedWith: 'Foster carer; Dr L. Green’s secretary told',
              resolvedBy: p.manager.id,
              resolvedAt: new Date(arrived.getTime() + 17 * 3_600_000).toISOString(),
            },
          ]
        : [],
      allergies: { confirmed: true, notes: 'Penicillin (rash and swelling) on both sources' },
      checkedBy: checker.id,
      checkedAt: checked.toISOString(),
    },
  });
  await records.act(p.staff, 'medication-reconciliation', made.id, 'submit', made.version);
  await store.db.query(`update records set created_at = $2, updated_at = $2 where org_id = $1 and id = $3`, [
    orgId,
    arrived,
    moveIn.id,
  ]);
  await store.db.query(`update records set created_at = $2, updated_at = $3 where org_id = $1 and id = $4`, [
    orgId,
    reconciled,
    checked,
    made.id,
  ]);
  await store.db.query(`update record_revisions set changed_at = $2 where org_id = $1 and record_id = $3`, [
    orgId,
    checked,
    made.id,
  ]);
}

/**
 * The scale data set's medicines (seeds/scale.ts): three regular medicines per young person (4, 5 and 6 doses
 * a day, so a home's round is busy) and a year of the MAR — about 2 million entries for 360 young people —
 * written set-based in SQL (generate_series over days × times), not row by row. Deterministic outcomes: ~3 %
 * refused, ~1 % omitted, the rest given by the prescription's author five minutes after the time.
 */
export async function seedScaleMedication(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  homes: { homeId: string; staff: string[]; yps: string[] }[],
  days = 365,
) {
  const { versionId } = (await registry.latest('medication', orgId))!;
  const today = londonDate(new Date());
  const start = addDays(today, -days);
  const regimes = [
    {
      name: 'Sodium valproate 200 mg tablets',
      strength: '200 mg',
      times: ['08:00', '12:00', '17:00', '21:00'],
      critical: true,
    },
    {
      name: 'Methylphenidate 10 mg tablets',
      strength: '10 mg',
      times: ['07:30', '10:30', '13:30', '16:30', '19:30'],
      critical: false,
    },
    {
      name: 'Ibuprofen 200 mg tablets',
      strength: '200 mg',
      times: ['07:00', '09:00', '11:00', '14:00', '18:00', '22:00'],
      critical: false,
    },
  ];
  const at = new Date(`${start}T06:00:00Z`);
  const recs: BulkRecord[] = homes.flatMap((h) =>
    h.yps.flatMap((yp, i) =>
      regimes.map((r) => ({
        id: randomUUID(),
        kind: 'medication',
        definitionVersionId: versionId,
        youngPersonId: yp,
        homeId: h.homeId,
        authorId: h.staff[i % h.staff.length],
        status: 'complete',
        version: 1,
        submission: 0,
        recordDate: at,
        createdAt: at,
        updatedAt: at,
        changedBy: h.staff[i % h.staff.length],
        changeAction: 'create',
        data: {
          name: r.name,
          form: 'tablet',
          strength: r.strength,
          dose: '1 tablet',
          doseQuantity: 1,
          route: 'oral',
          regularity: 'regular',
          times: r.times,
          start,
          prescribed: true,
          stockUnit: 'tablet',
          critical: r.critical,
        },
        signoffRule: null,
      })),
    ),
  );
  await store.bulk(orgId).records(recs);
  // each checked against its label by another member of staff, as the MAR needs (engine/medication/transcription.ts)
  await store.db.query(
    `insert into medication_transcription_checks (org_id, medication_id, version, data, checked_by, against)
     select r.org_id, r.id, r.version, r.data,
            (select u.id from users u where u.org_id = r.org_id and u.id <> r.author_id order by u.id limit 1), 'label'
       from records r where r.org_id = $1 and r.kind = 'medication'
     on conflict do nothing`,
    [orgId],
  );
  await store.db.query(
    `update organisations set settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{toggles}', coalesce(settings -> 'toggles', '{}'::jsonb) || '{"mar": true, "medicationInventory": true}'::jsonb) where id = $1`,
    [orgId],
  );
  let entries = 0;
  for (const h of homes) {
    // one statement per home: every dose time of every day of the year up to half an hour ago
    const [row] = await store.db.query<{ n: number }>(
      `with doses as (
         select r.id, r.home_id, r.young_person_id, r.author_id, s.at, abs(hashtext(r.id::text || s.at::text)) % 100 as roll
           from records r
           cross join lateral jsonb_array_elements_text(r.data -> 'times') as t(time)
           cross join generate_series($3::date, current_date, interval '1 day') as d(day)
           cross join lateral (select (d.day::date + t.time::time) at time zone 'Europe/London' as at) s
          where r.org_id = $1 and r.home_id = $2 and r.kind = 'medication' and s.at < now() - interval '30 minutes'
       ), ins as (
         insert into mar_entries (org_id, home_id, young_person_id, medication_id, medication_version, prn, scheduled_at, outcome, given_at,
                                  dose_given, quantity, reason, recorded_by, recorded_at)
         select $1, home_id, young_person_id, id, 1, false, at,
                case when roll < 3 then 'refused' when roll < 4 then 'omitted' else 'given' end,
                case when roll >= 4 then at + interval '5 minutes' end,
                case when roll >= 4 then '1 tablet' end, case when roll >= 4 then 1 end,
                case when roll < 3 then 'Refused: said they felt sick' when roll < 4 then 'Omitted: asleep, advice sought' end,
                author_id, at + interval '6 minutes'
           from doses returning 1
       ) select count(*)::int as n from ins`,
      [orgId, h.homeId, start],
    );
    entries += row.n;
  }
  await store.db.exec('vacuum (analyze) mar_entries');
  return { prescriptions: recs.length, entries };
}
