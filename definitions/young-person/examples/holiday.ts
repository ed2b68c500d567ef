// A filled holiday record (a trip abroad), and the same record made invalid in one field.

export const example = {
  destination: 'Salou, Spain',
  abroad: true,
  from: '2025-07-28',
  to: '2025-08-02',
  accommodation: 'Hotel Best Negresco, Salou (family room with adjoining staff room)',
  travel: 'Jet2 flights Leeds Bradford 06:10 out, 21:40 back; hotel transfer coach',
  staff: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
  otherYoungPeople: ['00000000-0000-4000-8000-000000000101'],
  cost: 1450,
  fundedBy: 'Home holiday budget; spending money from his savings',
  consent: {
    needed: true,
    givenBy: 'Priya Shah, social worker, with agreement of her team manager',
    givenOn: '2025-05-02',
    parentsInformed: true,
    evidence: [{ documentId: '00000000-0000-4000-8000-000000000305', fileName: 'consent-spain-2025.pdf' }],
  },
  riskAssessment: {
    done: true,
    doneOn: '2025-06-20',
    doneBy: '00000000-0000-4000-8000-000000000003',
    summary:
      'Pool: swims well, lifeguard hours only. Missing: agreed check-in times, staff have a recent photo and the local police number. Sun and heat: water and suncream. Inhaler and spare in hand luggage.',
  },
  passport: {
    holdsPassport: true,
    expiresOn: '2029-11-30',
    heldBy: 'Home safe',
    otherDocuments: 'GHIC card; letter from the local authority confirming consent to travel',
  },
  travelInsurance: 'Company group policy, covers asthma',
  emergencyPlan:
    'Manager on call 07700 900789. Nearest hospital: Hospital Sant Joan de Reus. Local authority out-of-hours: 0113 000 0001.',
  ypView: "First time on a plane. Can't wait for the water park.",
};

/** "Risk assessment done" must be yes or no, not text. */
export const wrong = {
  data: { ...example, riskAssessment: { ...example.riskAssessment, done: 'Yes' } },
  path: '/riskAssessment/done',
};
