// Where each premises kind's record screens live (SPEC §2 Home paths).
export interface KindPlace {
  kind: string;
  base: string;
}

export const ACCIDENT: KindPlace = { kind: 'accident', base: '/home/accidents/accident' };
export const POLICY: KindPlace = { kind: 'policy', base: '/policies/policy' };
export const INSURANCE: KindPlace = { kind: 'insurance', base: '/home/insurances/insurance' };
export const ASSET: KindPlace = { kind: 'asset', base: '/home/assets/asset' };
export const MILEAGE: KindPlace = { kind: 'mileage', base: '/home/assets/mileage/journey' };
export const MEAL_PLAN: KindPlace = { kind: 'meal-plan', base: '/home/meal-plan/plan' };
