// Version 4 of a statement of purpose: the age range widened, sent to Ofsted within 28 days.
export const example = {
  version: '4',
  changedOn: '2026-09-01',
  changeSummary: 'Age range widened to 10–17; education support section rewritten.',
  statement:
    'Oak House offers a home for up to four children aged 10 to 17 with emotional and behavioural difficulties…',
  ageRange: '10–17',
  sentToOfstedOn: '2026-09-15',
};

export const wrong = { data: { ...example, changedOn: '1 September 2026' }, path: '/changedOn' };
