// In / out: a time the young person goes out of the home — when, where, with whom, the agreed return
// time and when they came back. Used where the organisation records in/out status (SPEC §9), with the
// missing / not missing sub-setting.
import { dateTime, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { inOutReasons, missingStatuses } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'in-out',
  title: 'In / Out',
  description:
    'When the {child} goes out and comes back. If the {child} is not back by the agreed time, follow their missing-from-care plan; if their whereabouts are unknown, mark them missing and follow the missing from care procedure.',
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'inOut',
  profileTab: 'inOut',
  workflow: 'none',
  dateField: 'outAt',
  list: { columns: ['outAt', 'whereWithWhom', 'agreedReturnAt', 'backAt', 'missingStatus'] },
  schema: {
    type: 'object',
    title: 'In / Out',
    additionalProperties: false,
    required: ['outAt', 'whereWithWhom'],
    properties: {
      outAt: dateTime('Went out'),
      reason: choiceOf(inOutReasons, { title: 'Going out for' }),
      whereWithWhom: text('Where and with whom'),
      contactPhone: text('Phone number while out'),
      agreedReturnAt: dateTime('Agreed return'),
      agreedBy: staffMember('Agreed by'),
      backAt: dateTime('Came back'),
      returnedOnTime: yesNo('Back by the agreed time'),
      missingStatus: choiceOf(missingStatuses, { title: 'Missing status' }),
      onReturn: longText('On return', {
        description:
          'How the {child} presented, where they said they had been, any concerns (e.g. signs of exploitation, substances, injuries)',
      }),
      recordedBy: staffMember('Recorded by'),
    },
  },
  sections: [
    {
      key: 'out',
      title: 'Going out',
      fields: ['outAt', 'reason', 'whereWithWhom', 'contactPhone', 'agreedReturnAt', 'agreedBy'],
    },
    {
      key: 'in',
      title: 'Coming back',
      fields: ['backAt', 'returnedOnTime', 'missingStatus', 'onReturn', 'recordedBy'],
    },
  ],
});
