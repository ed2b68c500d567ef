// A manager notice's steps, as the registered person owes them to Ofsted (CH reg 48 and 49, read through the
// practitioner review's quotation; docs/decisions/0631-manager-notices-and-location-assessment.md): an absence of
// 28 days or more notified at least a month before it starts, or within a week of an emergency one, or at once when
// it reached 28 days unnotified; the return within 7 days of it; a change of manager or of the provider's details as
// soon as practicable (due on the change's date). Supported accommodation's regs 33 and 34 are taken to set the
// same (unverified, decision 0750); its manager is the registered service manager. Pure: follow-ups.ts and the
// tests read it.
import { addDays, addMonths } from '../time/london.ts';

/** Days after an emergency absence began, and after the return, by which Ofsted is told (reg 48). */
export const EMERGENCY_NOTICE_DAYS = 7;
export const RETURN_NOTICE_DAYS = 7;
/** An absence this long (continuous days) must be notified. */
export const NOTIFIABLE_ABSENCE_DAYS = 28;

export interface ManagerNoticeData {
  noticeType?: string;
  absenceStartsOn?: string;
  returnedOn?: string;
  changeOn?: string;
  sentToOfstedOn?: string;
  returnSentToOfstedOn?: string;
}

export type ManagerNoticeStep = 'absence' | 'emergency' | 'return' | 'change';
export interface ManagerNoticeDue {
  step: ManagerNoticeStep;
  dueOn: string;
  done: boolean;
  title: string;
  description: string;
}

const ABSENCES = ['absence_planned', 'absence_emergency', 'absence_unnotified'];
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);
const day = (v: string) => v.slice(0, 10);

const SA = 'support_accomodation_for_older_children';

/** The regulation behind each step, as a home of this type cites it. */
export const noticeRegulation = (step: ManagerNoticeStep, homeType: string): string =>
  homeType === SA ? `SA reg ${step === 'change' ? '34' : '33'}` : `CH reg ${step === 'change' ? '49' : '48'}`;

/** What the notice owes Ofsted, with when; nothing until the date it runs from is filled. */
export function managerNoticeSteps(d: ManagerNoticeData, homeType = 'children_home'): ManagerNoticeDue[] {
  const out: ManagerNoticeDue[] = [];
  const manager = homeType === SA ? 'registered service manager' : 'registered manager';
  const sent = isDay(d.sentToOfstedOn);
  const start = isDay(d.absenceStartsOn) ? day(d.absenceStartsOn) : null;
  if (d.noticeType === 'absence_planned' && start)
    out.push({
      step: 'absence',
      dueOn: addMonths(start, -1),
      done: sent,
      title: `Tell Ofsted of the ${manager}'s planned absence`,
      description:
        `An absence of ${NOTIFIABLE_ABSENCE_DAYS} days or more is notified in writing at least a month before it ` +
        'starts (or a shorter time agreed with Ofsted): its length, the reason, the arrangements for running the ' +
        `${homeType === SA ? 'service' : 'home'}, who will be in charge with their qualifications, and the plan to ` +
        'appoint a manager. Record the date ' +
        'it was sent.',
    });
  if ((d.noticeType === 'absence_emergency' || d.noticeType === 'absence_unnotified') && start)
    out.push({
      step: 'emergency',
      dueOn:
        d.noticeType === 'absence_emergency'
          ? addDays(start, EMERGENCY_NOTICE_DAYS)
          : addDays(start, NOTIFIABLE_ABSENCE_DAYS),
      done: sent,
      title: `Tell Ofsted of the ${manager}'s absence`,
      description:
        d.noticeType === 'absence_emergency'
          ? `An emergency absence expected to last ${NOTIFIABLE_ABSENCE_DAYS} days or more is notified within ` +
            `${EMERGENCY_NOTICE_DAYS} days of it starting, with the same details as a planned one. Record the date ` +
            'it was sent.'
          : `The manager has been away ${NOTIFIABLE_ABSENCE_DAYS} days without notice: tell Ofsted without delay, ` +
            'with the same details as a planned absence. Record the date it was sent.',
    });
  if (start && ABSENCES.includes(d.noticeType ?? '') && isDay(d.returnedOn))
    out.push({
      step: 'return',
      dueOn: addDays(day(d.returnedOn), RETURN_NOTICE_DAYS),
      done: isDay(d.returnSentToOfstedOn),
      title: `Tell Ofsted the ${manager} is back`,
      description: `Ofsted is told of the return within ${RETURN_NOTICE_DAYS} days of it. Record the date it was sent.`,
    });
  if ((d.noticeType === 'manager_change' || d.noticeType === 'provider_change') && isDay(d.changeOn))
    out.push({
      step: 'change',
      dueOn: day(d.changeOn),
      done: sent,
      title:
        d.noticeType === 'manager_change'
          ? 'Tell Ofsted of the change of manager'
          : "Tell Ofsted of the change to the provider's details",
      description:
        'A change of who manages the home, or of the provider’s name, address, officers or responsible ' +
        'individual, is notified to Ofsted as soon as practicable: by the day of the change. Record the date it ' +
        'was sent.',
    });
  return out;
}
