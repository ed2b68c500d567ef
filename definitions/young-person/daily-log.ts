// Daily log: a contemporaneous account of a young person's shift, written by care staff (DOMAIN §1).
import { date, integer, longText, rows, staffMembers, text, time, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  contactTypes,
  educationAttendance,
  mealEaten,
  mealTypes,
  nightObservations,
  presentation,
  shifts,
  supportTypes,
} from '../lists/daily-life.ts';

export default defineRecord({
  kind: 'daily-log',
  help: 'daily-logs',
  title: 'Daily log',
  description:
    'What the {child}\'s shift was like, written during or straight after the shift. Write it so the {child} could read it, because they can: name the behaviour, not the {child}, and leave out labels such as "kicked off", "attention-seeking", "absconded" or "manipulative". Case records are signed and dated by their author ({Children\'s Homes Regulations 2015 reg 36|Supported Accommodation Regulations 2023 reg 24}).',
  subject: 'young-person',
  area: 'cyp_daily_log',
  profileTab: 'dailyLog',
  workflow: 'signoff',
  signoff: 'dailySummary',
  dateField: 'date',
  list: { columns: ['date', 'shift', 'presentation'] },
  schema: {
    type: 'object',
    title: 'Daily log',
    additionalProperties: false,
    required: ['date', 'shift', 'presentation'],
    properties: {
      date: date('Date'),
      shift: choiceOf(shifts, { title: 'Shift' }),
      staffOnShift: staffMembers('Staff on shift'),
      faceToFaceMin: integer('Time spent with the {child} (minutes)', {
        minimum: 0,
        maximum: 1440,
        description: 'Your own direct time with the {child} this shift (face-to-face tracking)',
      }),
      presentation: choiceOf(presentation, {
        title: 'How the {child} presented',
        description: 'Overall mood and behaviour across the shift',
      }),
      education: choiceOf(educationAttendance, { title: 'Education today' }),
      educationNotes: text('Education notes', {
        description: 'e.g. reason for absence, who was informed, what was sent home',
      }),
      meals: rows(
        'Meals',
        {
          meal: choiceOf(mealTypes, { title: 'Meal' }),
          eaten: choiceOf(mealEaten, { title: 'How much was eaten' }),
          notes: text('What was eaten / notes'),
        },
        ['meal', 'eaten'],
      ),
      health: longText('Health and wellbeing', {
        description: 'Illness, injuries, appointments, sleep, mood; medication is recorded on the MAR',
      }),
      activities: longText('Activities', { description: 'What the {child} did, in and out of the {home}' }),
      supportDelivered: rows(
        'Support delivered',
        {
          type: choiceOf(supportTypes, { title: 'Support' }),
          minutes: integer('Minutes', { minimum: 0, maximum: 1440 }),
          notes: text('What it was'),
        },
        ['type', 'minutes'],
        {
          description: "Evidence of the support hours agreed in the young person's contract",
          'x-home-types': ['support_accomodation_for_older_children'],
        },
      ),
      familyContact: rows(
        'Family and friends contact',
        {
          who: text('Who', { description: 'Name and relationship, e.g. "Mum (Sarah)"' }),
          type: choiceOf(contactTypes, { title: 'Type of contact' }),
          supervised: yesNo('Supervised'),
          notes: text('How it went'),
        },
        ['who', 'type'],
      ),
      inOut: rows(
        'Times out of the {home}',
        {
          outAt: time('Went out at'),
          agreedReturn: time('Agreed return time'),
          backAt: time('Returned at'),
          whereWithWhom: text('Where and with whom'),
        },
        ['outAt'],
      ),
      nightChecks: rows(
        'Night checks',
        {
          time: time('Time'),
          obs: choiceOf(nightObservations, { title: 'Observation' }),
          notes: text('Notes'),
        },
        ['time', 'obs'],
      ),
      positives: longText('Positives and achievements'),
      concerns: longText('Concerns', {
        description:
          'Anything worrying; if it is a safeguarding concern or an incident, record that too and tell the manager',
      }),
      ypVoice: longText("The {child}'s voice", {
        description: 'What the {child} said about their day, in their own words',
      }),
      handover: longText('Handover to the next shift'),
      linked: rows(
        'Linked records',
        {
          kind: text('Record type', { description: 'e.g. incident, safeguarding' }),
          recordId: { type: 'string', format: 'uuid', title: 'Record', 'x-ref': 'record' },
        },
        ['kind', 'recordId'],
      ),
    },
  },
  // Structured daily logs off (SPEC §9): a free-text log — the shift, how the {child} presented, and the summary in
  // words.
  sectionToggles: {
    day: {
      toggle: 'structuredDailyLogs',
      whenOff: 'Your organisation keeps free-text daily logs: write this in the summary',
    },
    'contact-and-movements': {
      toggle: 'structuredDailyLogs',
      whenOff: 'Your organisation keeps free-text daily logs: write this in the summary',
    },
    night: {
      toggle: 'structuredDailyLogs',
      whenOff: 'Your organisation keeps free-text daily logs: write this in the summary',
    },
  },
  sections: [
    {
      key: 'shift',
      title: 'Shift',
      fields: ['date', 'shift', 'staffOnShift', 'faceToFaceMin', 'supportDelivered', 'presentation'],
    },
    { key: 'day', title: 'The day', fields: ['education', 'educationNotes', 'meals', 'health', 'activities'] },
    { key: 'contact-and-movements', title: 'Contact and time out', fields: ['familyContact', 'inOut'] },
    { key: 'night', title: 'Night', fields: ['nightChecks'] },
    {
      key: 'summary',
      title: 'Summary and handover',
      fields: ['positives', 'concerns', 'ypVoice', 'handover', 'linked'],
    },
  ],
  ui: {
    ypVoice: { 'ui:placeholder': 'e.g. "Football was good, I scored twice."' },
  },
});
