// A refusal says what to do: ask for access when one's role lacks it; a director or the supplier when the feature is
// switched off for the whole organisation (asking a manager for access would not help).
import { describe, expect, it } from 'vitest';
import { accessAdvice } from '../../web/src/frame/access-advice.ts';

describe('what a refusal tells the person to do', () => {
  it('a feature switched off for the organisation names who can switch it on, not who gives access', () => {
    const told = accessAdvice('Annex A is not turned on for your organisation (feature enableAnnexA).', 'No access');
    expect(told.heading).toBe('This is switched off for your organisation');
    expect(told.advice).toMatch(/off for everyone here/);
    expect(told.advice).toMatch(/director can switch it on in Settings/);
    expect(told.advice).not.toMatch(/give you access/);
    const off = 'Daily clock-in and clock-out is turned off for your organisation (feature "enableHrDailyInOut").';
    expect(accessAdvice(off, 'No access').heading).toBe('This is switched off for your organisation');
  });

  it("a role without the area keeps the page's own heading and says who can give access", () => {
    for (const reason of ['You need read access to the "hr" area.', undefined]) {
      const told = accessAdvice(reason, 'You do not have access to this page');
      expect(told.heading).toBe('You do not have access to this page');
      expect(told.advice).toMatch(/ask your manager or a director to give you access \(Settings → Users\)/);
    }
  });
});
