// The generic record screens of each premises kind at its SPEC path (as the referrals are placed), under the
// home's sub-navigation (web/src/home/HomeNav.tsx, which lists these pages too):
// /home/accidents → /home/accidents/accident/…, /policies → /policies/policy/…, /home/insurances →
// /home/insurances/insurance/…, /home/assets → /home/assets/asset/…, mileage under /home/assets/mileage/journey/….
// The screens themselves are the home's (web/src/home/RecordPages.tsx): one set for every home kind.
export { KindForm, KindHistory, KindList, KindView, WithHomeNav as WithNav } from '../home/RecordPages.tsx';
export { ASSET, INSURANCE, type KindPlace, MEAL_PLAN, MILEAGE, POLICY } from './places.ts';
