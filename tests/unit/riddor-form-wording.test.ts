// The accident form says, in the home type's words, that a child hurt in ordinary play is not RIDDOR-reportable
// unless the accident arose out of or in connection with the work (RIDDOR 2013 reg 5), so staff do not report it.
import { describe, expect, it } from 'vitest';
import accident from '../../definitions/home/accident.ts';
import { definitionForHomeType } from '../../engine/definitions/home-types.ts';

const reportableHelp = (homeType: 'children_home' | 'support_accomodation_for_older_children') => {
  const def = definitionForHomeType(accident, homeType);
  const riddor = (def.schema.properties as Record<string, { properties?: Record<string, { description?: string }> }>)
    .riddor!;
  return riddor.properties!.reportable!.description!;
};

describe('the accident form on RIDDOR', () => {
  it("says a child's injury in ordinary play is not reportable, in a children's home's words", () => {
    const text = reportableHelp('children_home');
    expect(text).toMatch(/A child hurt in ordinary play, even taken to hospital, is NOT reportable/);
    expect(text).toMatch(/arose out of or in connection with the work/);
  });
  it('says the same of a young person in supported accommodation', () => {
    expect(reportableHelp('support_accomodation_for_older_children')).toMatch(
      /A young person hurt in ordinary play, even taken to hospital, is NOT reportable/,
    );
  });
});
