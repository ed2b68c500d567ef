// Water temperatures judged by outlet (engine/home/water.ts): the scald limit at outlets children use and the
// legionella limits of the hot and cold systems, at their boundaries.
import { describe, expect, it } from 'vitest';
import {
  COLD_BELOW_C,
  HOT_MIN_C,
  STORED_MIN_C,
  TMV_MAX_C,
  waterProblems,
  waterReadingProblem,
} from '../../engine/home/water.ts';

const judge = (outlet: string | undefined, celsius: number, seconds?: number) =>
  waterReadingProblem({ place: 'Outlet', outlet, celsius, seconds });

describe('water temperatures by outlet', () => {
  it('uses the HSE and HSG274 figures', () => {
    expect([TMV_MAX_C, HOT_MIN_C, COLD_BELOW_C, STORED_MIN_C]).toEqual([44, 50, 20, 60]);
  });
  it('a TMV-protected bath, shower or basin: at or below 44°C; above is a scald risk', () => {
    expect(judge('tmv_bath', 44)).toBeNull();
    expect(judge('tmv_bath', 44.5)).toEqual({
      place: 'Outlet',
      text: 'Outlet: 44.5°C is above 44°C at a TMV-protected outlet (scald risk)',
      scald: true,
    });
    expect(judge('tmv_other', 43)).toBeNull();
    expect(judge('tmv_other', 50)?.scald).toBe(true);
  });
  it('a hot tap without a TMV (a kitchen tap at 55°C passes): 50°C or more within a minute', () => {
    expect(waterReadingProblem({ place: 'Kitchen tap', outlet: 'hot', celsius: 55 })).toBeNull();
    expect(judge('hot', 50, 60)).toBeNull();
    expect(judge('hot', 49.5)).toEqual({
      place: 'Outlet',
      text: 'Outlet: 49.5°C hot water is below 50°C',
      scald: false,
    });
    expect(judge('hot', 52, 61)?.text).toBe(
      'Outlet: hot water took 61 seconds to reach 50°C (within a minute expected)',
    );
  });
  it('cold: below 20°C within two minutes', () => {
    expect(judge('cold', 19.9, 120)).toBeNull();
    expect(judge('cold', 20)?.text).toBe('Outlet: 20°C cold water is not below 20°C');
    expect(judge('cold', 12, 121)?.text).toBe(
      'Outlet: cold water took 121 seconds to fall below 20°C (within two minutes expected)',
    );
  });
  it('stored hot water: 60°C or more', () => {
    expect(judge('stored_hot', 60)).toBeNull();
    expect(judge('stored_hot', 58)).toEqual({
      place: 'Outlet',
      text: 'Outlet: 58°C stored hot water is below 60°C',
      scald: false,
    });
  });
  it('a reading with no outlet type or no temperature is not judged', () => {
    expect(judge(undefined, 70)).toBeNull();
    expect(waterReadingProblem({ outlet: 'tmv_bath' })).toBeNull();
    expect(waterProblems(undefined)).toEqual([]);
    expect(
      waterProblems([
        { place: 'Kitchen tap', outlet: 'hot', celsius: 55 },
        { place: 'Bath 1', outlet: 'tmv_bath', celsius: 46 },
        { outlet: 'stored_hot', celsius: 55 },
      ]).map((p) => p.place),
    ).toEqual(['Bath 1', 'A reading']);
  });
});
