// What a refusal tells the person to do. A feature or toggle switched off for the whole organisation is not a gap in
// one person's access: asking a manager for access would not help, so it says who can switch it on instead.
const SWITCHED_OFF = /(not turned on|turned off|switched off) for your organisation/i;

export interface AccessAdvice {
  heading: string;
  advice: string;
}

export function accessAdvice(reason: string | undefined, heading: string): AccessAdvice {
  if (reason && SWITCHED_OFF.test(reason))
    return {
      heading: 'This is switched off for your organisation',
      advice:
        'It is off for everyone here, not for you alone. A director can switch it on in Settings, or ask the ' +
        "product's administrator (your supplier) where it is a feature of your plan.",
    };
  return {
    heading,
    advice:
      'If you need it for your work, ask your manager or a director to give you access (Settings → Users). They can ' +
      'see which areas your role opens.',
  };
}
