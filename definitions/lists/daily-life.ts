// Lists for the daily log (DOMAIN §1): shifts, presentation, education, meals, contact, night checks.
import { defineList } from '../../engine/definitions/lists.ts';

export const shifts = defineList({
  key: 'shifts',
  label: 'Shifts',
  source: 'DOMAIN §1',
  items: [
    { value: 'early', label: 'Early' },
    { value: 'late', label: 'Late' },
    { value: 'long_day', label: 'Long day' },
    { value: 'waking_night', label: 'Waking night' },
    { value: 'sleep_in', label: 'Sleep-in' },
    // supported accommodation is often visited rather than staffed round the clock (the domain review, §3)
    { value: 'support_session', label: 'Support session', homeTypes: ['support_accomodation_for_older_children'] },
    { value: 'welfare_check', label: 'Welfare check', homeTypes: ['support_accomodation_for_older_children'] },
    {
      value: 'floating_support',
      label: 'Floating support visit',
      homeTypes: ['support_accomodation_for_older_children'],
    },
  ],
});

export const presentation = defineList({
  key: 'presentation',
  label: 'Presentation',
  source: 'DOMAIN §1',
  items: [
    { value: 'settled', label: 'Settled', colour: 'green' },
    { value: 'mixed', label: 'Mixed', colour: 'amber' },
    { value: 'unsettled', label: 'Unsettled', colour: 'amber' },
    { value: 'distressed', label: 'Distressed', colour: 'red' },
  ],
});

export const educationAttendance = defineList({
  key: 'educationAttendance',
  label: 'Education attendance',
  source: 'DOMAIN §1',
  items: [
    { value: 'attended', label: 'Attended' },
    { value: 'partial', label: 'Attended part of the day' },
    { value: 'absent_auth', label: 'Absent (authorised)' },
    { value: 'absent_unauth', label: 'Absent (unauthorised)' },
    { value: 'excluded', label: 'Excluded' },
    { value: 'neet', label: 'Not in education, employment or training (NEET)' },
    { value: 'not_scheduled', label: 'No education scheduled (weekend or holiday)' },
  ],
});

export const mealTypes = defineList({
  key: 'mealTypes',
  label: 'Meals',
  source: 'practice',
  items: [
    { value: 'breakfast', label: 'Breakfast' },
    { value: 'lunch', label: 'Lunch' },
    { value: 'dinner', label: 'Evening meal' },
    { value: 'snack', label: 'Snack' },
  ],
});

export const mealEaten = defineList({
  key: 'mealEaten',
  label: 'How much was eaten',
  source: 'DOMAIN §1',
  items: [
    { value: 'all', label: 'All' },
    { value: 'some', label: 'Some' },
    { value: 'none', label: 'None' },
  ],
});

/** Support delivered in supported accommodation, to evidence the commissioned hours (the domain review, §5). */
export const supportTypes = defineList({
  key: 'supportTypes',
  label: 'Support delivered',
  source: 'practice (SA commissioned support hours)',
  items: [
    { value: 'key_work', label: 'Face-to-face key work' },
    { value: 'practical', label: 'Practical help (cooking, budgeting, cleaning)' },
    { value: 'welfare_check', label: 'Welfare check' },
    { value: 'accompanied', label: 'Went with them to an appointment' },
    { value: 'phone_video', label: 'Phone or video call' },
  ],
});

export const contactTypes = defineList({
  key: 'contactTypes',
  label: 'Family contact types',
  source: 'DOMAIN §1',
  items: [
    { value: 'face_to_face', label: 'Face to face' },
    { value: 'phone', label: 'Phone' },
    { value: 'video', label: 'Video call' },
  ],
});

export const nightObservations = defineList({
  key: 'nightObservations',
  label: 'Night check observations',
  source: 'DOMAIN §1',
  items: [
    { value: 'asleep', label: 'Asleep' },
    { value: 'awake', label: 'Awake' },
    { value: 'out_of_room', label: 'Out of room' },
    { value: 'not_in_home', label: 'Not in the {home}' },
  ],
});

export const weeklyTimetableDays = defineList({
  key: 'weeklyTimetableDays',
  label: 'Weekly timetable days',
  source: 'SPEC §3 Weekly timetable template',
  items: [
    { value: 'monday', label: 'Monday' },
    { value: 'tuesday', label: 'Tuesday' },
    { value: 'wednesday', label: 'Wednesday' },
    { value: 'thursday', label: 'Thursday' },
    { value: 'friday', label: 'Friday' },
    { value: 'saturday', label: 'Saturday' },
    { value: 'sunday', label: 'Sunday' },
  ],
});
