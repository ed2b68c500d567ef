// Demo premises records for each home: a young person's accident with body-map
// points and a member of staff's RIDDOR-reportable one; two policies, one raised to a new version that not
// everyone has signed yet; insurance with one renewal inside 30 days; a vehicle with its MOT due soon, a
// fridge with a PAT test, and a mileage log; this week's meal plan. Written through the record and policy
// services, so revisions, signatures and audit are real.
import type { Caller } from '../engine/access/index.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { policyService } from '../engine/policies/service.ts';
import { recordService } from '../engine/records/service.ts';
import type { Store } from '../engine/store/index.ts';
import { addDays, londonDate, mondayOf } from '../engine/time/london.ts';

export interface PremisesPeople {
  manager: Caller;
  staff: Caller[];
  youngPersonId: string;
}

export { mondayOf };

export async function seedPremises(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  who: (home: string) => Promise<PremisesPeople>,
) {
  const records = recordService({ store, registry });
  const policies = policyService({ store, registry });
  const today = londonDate(new Date());
  const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`).toISOString();
  void orgId;
  for (const home of ['Oak House', 'Willow Court']) {
    const { manager, staff, youngPersonId } = await who(home);
    const homeId = manager.homeIds[0];
    const [first, second = first] = staff;
    const oak = home === 'Oak House';

    // Accidents: a young person's fall (body map, first aid, not reportable) and a member of staff's injury (RIDDOR
    // over-7-day, not yet reported)
    await records.create(first, 'accident', {
      homeId,
      data: {
        occurredAt: at(addDays(today, -6), '16:40'),
        type: 'accident',
        injuredPerson: { personType: 'young_person', youngPersonId },
        location: oak ? 'Garden steps by the back door' : 'Kitchen',
        description: oak
          ? 'Slipped on wet leaves coming down the steps and put a hand out to stop the fall.'
          : 'Burnt a finger on the oven tray while making tea.',
        injuries: oak ? 'Graze to the left palm, swelling to the right knee.' : 'Small burn, right index finger.',
        bodyMap: oak
          ? [
              { side: 'front', x: 85, y: 104, note: 'Graze, left palm, about 3 cm' },
              { side: 'front', x: 40, y: 150, note: 'Swelling, right knee' },
            ]
          : [{ side: 'front', x: 15, y: 106, note: 'Red burn, 1 cm, right index finger' }],
        firstAid: {
          given: true,
          details: oak
            ? 'Cleaned and dressed the graze; ice pack on the knee.'
            : 'Cooled under running water for 20 minutes; dressing.',
          givenBy: first.id,
        },
        hospital: { attended: false },
        informed: {
          parents: true,
          parentsAt: at(addDays(today, -6), '18:00'),
          socialWorker: true,
          socialWorkerAt: at(addDays(today, -5), '09:30'),
        },
        riddor: {
          reportable: false,
          decidedBy: manager.id,
          reason: "A resident's minor injury treated with first aid: not reportable.",
        },
        actions: oak
          ? 'Leaves swept daily in autumn; anti-slip strips ordered.'
          : 'Oven gloves kept by the cooker; cooking skills session planned.',
      },
    });
    await records.create(manager, 'accident', {
      homeId,
      data: {
        occurredAt: at(addDays(today, -4), '07:50'),
        type: 'accident',
        injuredPerson: { personType: 'staff', staffId: second.id },
        location: 'Stairs to the first floor',
        description: 'Carrying laundry downstairs, missed the bottom step and went over on the left ankle.',
        injuries: 'Sprained left ankle; signed off work for two weeks.',
        bodyMap: [{ side: 'front', x: 63, y: 188, note: 'Sprain, left ankle' }],
        firstAid: { given: true, details: 'Rest, ice, elevation.', givenBy: manager.id },
        hospital: {
          attended: true,
          name: "St James's Minor Injuries Unit",
          treatment: 'X-ray clear; sprain.',
          admitted: false,
        },
        riddor: {
          reportable: true,
          category: 'worker_over_seven_day',
          decidedBy: manager.id,
          reason: 'Off work more than seven days after a work accident.',
        },
        actions: 'Laundry baskets carried one at a time; stair light timer lengthened.',
      },
    });

    // Policies: safeguarding raised to version 4.2 (signed by the manager only so far), whistleblowing at 2.0 signed by
    // everyone
    const safeguarding = await records.create(manager, 'policy', {
      homeId,
      data: {
        title: 'Safeguarding and child protection',
        category: 'safeguarding',
        version: '4.1',
        owner: manager.id,
        effectiveFrom: addDays(today, -200),
        reviewDate: addDays(today, 165),
        summary:
          'Recognising and reporting concerns; the designated safeguarding lead; LADO referral within one working day.',
        mustSign: true,
      },
    });
    const whistleblowing = await records.create(manager, 'policy', {
      homeId,
      data: {
        title: 'Whistleblowing',
        category: 'whistleblowing',
        version: '2.0',
        owner: manager.id,
        effectiveFrom: addDays(today, -90),
        reviewDate: addDays(today, 25),
        summary:
          'How to raise a concern about practice, inside the organisation or with Ofsted, without fear of reprisal.',
        mustSign: true,
      },
    });
    for (const person of [manager, ...staff]) {
      await policies.sign(person, safeguarding.id, '4.1');
      await policies.sign(person, whistleblowing.id, '2.0');
    }
    await records.update(manager, 'policy', safeguarding.id, {
      version: safeguarding.version,
      data: {
        ...safeguarding.data,
        version: '4.2',
        effectiveFrom: addDays(today, -3),
        changes: 'Contextual safeguarding and online harms added; new LADO number.',
      },
    });
    await policies.sign(manager, safeguarding.id, '4.2');

    // Insurance: employers' liability renewing within 30 days, buildings later in the year
    await records.create(manager, 'insurance', {
      homeId,
      data: {
        insurer: 'Zurich Municipal',
        broker: 'Care Sector Insurance Ltd',
        policyNumber: oak ? 'ZM-44719-CH' : 'ZM-44720-SA',
        coverType: 'employers_liability',
        coverAmount: 10000000,
        premium: 4250,
        startDate: addDays(today, -342),
        renewalDate: addDays(today, 23),
        endDate: addDays(today, 23),
      },
    });
    await records.create(manager, 'insurance', {
      homeId,
      data: {
        insurer: 'Aviva',
        policyNumber: oak ? 'AV-88120' : 'AV-88121',
        coverType: 'buildings',
        coverAmount: 850000,
        premium: 1980,
        startDate: addDays(today, -120),
        renewalDate: addDays(today, 245),
      },
    });

    // The premises safety register: certificates in date, the fire alarm service due within three weeks, an EICR
    // with an action still open and a legionella risk assessment with its review coming up
    const safety: Record<string, unknown>[] = [
      {
        safetyType: 'gas_safety',
        doneOn: addDays(today, -210),
        contractor: 'HeatSafe Ltd (Dan Price)',
        outcome: 'satisfactory',
        registration: 'Gas Safe 512334',
        certificateRef: 'CP12-30981',
      },
      {
        safetyType: 'boiler_service',
        doneOn: addDays(today, -210),
        contractor: 'HeatSafe Ltd (Dan Price)',
        outcome: 'satisfactory',
      },
      {
        safetyType: 'eicr',
        doneOn: addDays(today, -1100),
        contractor: 'Brightwire Electrical Ltd (Sam Okafor)',
        registration: 'NICEIC 604512',
        outcome: 'satisfactory_with_actions',
        findings: 'Satisfactory. C3: no RCD protection on the garage socket circuit.',
        actions: [{ action: 'Fit RCD protection to the garage circuit', dueOn: addDays(today, 30), status: 'open' }],
      },
      {
        safetyType: 'fire_alarm_service',
        doneOn: addDays(today, -165),
        contractor: 'Guardian Fire (BAFE SP203-1)',
        outcome: 'satisfactory',
      },
      {
        safetyType: 'emergency_lighting_duration',
        doneOn: addDays(today, -100),
        contractor: 'Guardian Fire',
        outcome: 'satisfactory',
      },
      {
        safetyType: 'extinguishers',
        doneOn: addDays(today, -100),
        contractor: 'Guardian Fire',
        outcome: 'satisfactory',
      },
      {
        safetyType: 'fire_risk_assessment',
        doneOn: addDays(today, -250),
        contractor: 'Northern Fire Risk Ltd (J. Ellis, IFE registered)',
        outcome: 'satisfactory_with_actions',
        actions: [
          { action: 'Replace the intumescent seal on the lounge door', status: 'done', doneOn: addDays(today, -230) },
        ],
      },
      {
        safetyType: 'legionella_risk_assessment',
        doneOn: addDays(today, -700),
        contractor: 'AquaCheck Water Hygiene',
        outcome: 'satisfactory',
      },
      { safetyType: 'tmv_service', doneOn: addDays(today, -90), contractor: 'HeatSafe Ltd', outcome: 'satisfactory' },
    ];
    for (const data of safety) await records.create(manager, 'premises-safety', { homeId, data });

    // A children's home's location risk assessment (reviewed within the year) and a past absence of its manager
    if (oak) {
      await records.create(manager, 'location-risk-assessment', {
        homeId,
        data: {
          assessedOn: addDays(today, -200),
          area: 'A residential street ten minutes from the town centre; bus stop and park nearby; the high school a mile away.',
          police: {
            obtainedOn: addDays(today, -215),
            from: 'Neighbourhood policing team',
            summary: 'Low burglary; county lines activity reported around the station in the last year.',
          },
          localAuthority: {
            obtainedOn: addDays(today, -210),
            from: 'Exploitation hub',
            summary: 'Two locations of concern for child exploitation within two miles; none on the street.',
          },
          childrenViews: 'The children feel safe at home and in the park by day; none like the station after dark.',
          risks: [
            {
              risk: 'County lines activity near the station',
              level: 'medium',
              mitigation: 'Lifts after 8pm; the station named in missing-from-care plans; monthly police liaison.',
            },
          ],
          suitability: 'suitable_with_mitigation',
          nextReviewOn: addDays(today, 165),
        },
      });
      await records.create(manager, 'manager-notice', {
        homeId,
        data: {
          noticeType: 'absence_planned',
          noticeDate: addDays(today, -150),
          absenceStartsOn: addDays(today, -110),
          expectedReturnOn: addDays(today, -60),
          reason: 'Planned surgery and recovery.',
          arrangements: 'The deputy manager runs the home day to day; the responsible individual visits weekly.',
          personInCharge: 'The deputy manager, Level 5 Diploma in Leadership for Health and Social Care.',
          appointmentPlan: 'No appointment needed: the manager returns within eight weeks.',
          sentToOfstedOn: addDays(today, -148),
          returnedOn: addDays(today, -58),
          returnSentToOfstedOn: addDays(today, -55),
        },
      });
    }

    // Assets: a vehicle with the MOT due in 18 days and a mileage log; a fridge with its PAT test
    const vehicle = await records.create(manager, 'asset', {
      homeId,
      data: {
        name: oak ? 'Ford Galaxy' : 'Vauxhall Zafira',
        assetType: 'vehicle',
        acquiredOn: '2023-05-12',
        vehicle: {
          registration: oak ? 'YK23 HMR' : 'YD21 PLW',
          make: oak ? 'Ford Galaxy 2.0 Titanium' : 'Vauxhall Zafira Life',
          seats: 7,
          motDue: addDays(today, 18),
          serviceDue: addDays(today, 70),
          insuranceRenewal: addDays(today, 150),
          taxDue: addDays(today, 200),
          odometer: 41230,
        },
        maintenanceTasks: [
          { task: 'Replace wiper blades', priority: 'low', due: addDays(today, 7), done: false },
          { task: 'Book the MOT', priority: 'high', due: addDays(today, 10), assignedTo: manager.id, done: false },
        ],
      },
    });
    await records.create(manager, 'asset', {
      homeId,
      data: {
        name: 'Kitchen fridge freezer',
        assetType: 'equipment',
        acquiredOn: '2022-02-01',
        equipment: { location: 'Kitchen', serialNumber: 'BEKO-CFG1790', patTestDue: addDays(today, 40) },
      },
    });
    let odometer = 41230;
    for (const [daysAgo, miles, purpose] of [
      [5, 32, 'School run and dentist'],
      [3, 14, 'Football training'],
      [1, 61, 'Family contact in Wakefield'],
    ] as const) {
      await records.create(first, 'mileage', {
        homeId,
        data: {
          vehicle: vehicle.id,
          date: addDays(today, -daysAgo),
          driver: first.id,
          startOdometer: odometer,
          endOdometer: odometer + miles,
          purpose,
          youngPeople: [youngPersonId],
        },
      });
      odometer += miles + 3;
    }

    // This week's meal plan
    await records.create(manager, 'meal-plan', {
      homeId,
      data: {
        weekStarting: mondayOf(today),
        days: [
          {
            day: 'monday',
            breakfast: 'Porridge or cereal, fruit',
            lunch: 'Packed lunch',
            dinner: 'Chicken fajitas',
            snacks: 'Fruit, rice cakes',
          },
          {
            day: 'tuesday',
            breakfast: 'Toast and eggs',
            lunch: 'Packed lunch',
            dinner: 'Vegetable lasagne',
            snacks: 'Yoghurt',
          },
          {
            day: 'wednesday',
            breakfast: 'Cereal, fruit',
            lunch: 'Packed lunch',
            dinner: 'Fish, chips and peas',
            snacks: 'Crackers and cheese',
          },
          {
            day: 'thursday',
            breakfast: 'Bagels',
            lunch: 'Packed lunch',
            dinner: 'Beef chilli with rice',
            snacks: 'Fruit',
          },
          {
            day: 'friday',
            breakfast: 'Cereal, fruit',
            lunch: 'Packed lunch',
            dinner: 'Homemade pizza night',
            snacks: 'Popcorn',
          },
          {
            day: 'saturday',
            breakfast: 'Pancakes',
            lunch: 'Soup and sandwiches',
            dinner: 'Curry chosen by the young people',
            snacks: 'Fruit',
          },
          {
            day: 'sunday',
            breakfast: 'Full breakfast',
            lunch: 'Roast dinner',
            dinner: 'Beans on toast',
            snacks: 'Film night snacks',
          },
        ],
        notes: "Saturday's curry and Friday's pizza chosen at the house meeting.",
      },
    });
  }
}
