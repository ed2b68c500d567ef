// Night stay: a night the young person spends away from the home — where, with whom, who agreed it,
// and when they came back. Used where the organisation records night stays (SPEC §9).
import { date, dateTime, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { nightStayTypes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'night-stay',
  title: 'Night stay',
  description:
    "A night the {child} spends away from the home. Overnight stays with friends or family are agreed as the {child}'s delegated authority allows; if the {child} is away without agreement and their whereabouts are not known, follow the missing from care procedure.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'nightStay',
  profileTab: 'nightStay',
  workflow: 'none',
  dateField: 'night',
  list: { columns: ['night', 'stayType', 'where', 'approved', 'returnedAt'] },
  schema: {
    type: 'object',
    title: 'Night stay',
    additionalProperties: false,
    required: ['night', 'stayType', 'where', 'approved'],
    properties: {
      night: date('Night of'),
      nights: text('Number of nights', { description: 'If more than one, e.g. "2 (Fri and Sat)"' }),
      stayType: choiceOf(nightStayTypes, { title: 'Kind of stay' }),
      where: text('Where', { description: 'Address, or the best description known' }),
      withWhom: text('With whom', {
        description: 'Names and relationship, e.g. "Ellie (school friend) and her mum, Joanne"',
      }),
      contactPhone: text('Phone number while away'),
      approved: yesNo('Agreed in advance'),
      approvedBy: text('Agreed by', { description: 'e.g. the manager under delegated authority, the social worker' }),
      approvedByStaff: staffMember('Staff member who agreed it'),
      checks: longText('Checks made', {
        description: 'e.g. spoke to the adult in charge, confirmed the address, agreed a call at 21:00',
      }),
      expectedBackAt: dateTime('Expected back'),
      returnedAt: dateTime('Returned'),
      returnedAsAgreed: yesNo('Returned as agreed'),
      onReturn: longText('On return', { description: 'How the {child} presented, anything they said, any concerns' }),
      ypView: text("The {child}'s view"),
      recordedBy: staffMember('Recorded by'),
    },
  },
  sections: [
    { key: 'stay', title: 'The stay', fields: ['night', 'nights', 'stayType', 'where', 'withWhom', 'contactPhone'] },
    {
      key: 'agreement',
      title: 'Agreement and checks',
      fields: ['approved', 'approvedBy', 'approvedByStaff', 'checks', 'expectedBackAt'],
    },
    { key: 'return', title: 'Return', fields: ['returnedAt', 'returnedAsAgreed', 'onReturn', 'ypView', 'recordedBy'] },
  ],
});
