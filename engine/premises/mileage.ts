// A vehicle's mileage log (DOMAIN §15): each journey's distance is end − start, and the odometer never goes
// backwards, within a journey or from one journey to the next (a gap between journeys is fine: private use or
// an unlogged trip is the manager's question, not an error). Pure: the list and the API show what it finds.

export interface Journey {
  id: string;
  date: string;
  startOdometer: number;
  endOdometer: number;
}

export interface JourneyCheck {
  id: string;
  /** end − start; null when the readings are the wrong way round. */
  distance: number | null;
  problems: string[];
  /** Miles between the previous journey's end and this one's start (not logged). */
  gap: number | null;
}

/** Sorted by date, then start reading: the order the journeys were driven in. */
export function inDrivingOrder<J extends Journey>(journeys: J[]): J[] {
  return [...journeys].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.startOdometer - b.startOdometer));
}

export function distanceOf(j: Journey): number | null {
  return j.endOdometer >= j.startOdometer ? j.endOdometer - j.startOdometer : null;
}

/** Each journey with its distance and what is wrong with it, in driving order. */
export function checkMileage(journeys: Journey[]): JourneyCheck[] {
  const out: JourneyCheck[] = [];
  let previous: Journey | null = null;
  for (const j of inDrivingOrder(journeys)) {
    const problems: string[] = [];
    const distance = distanceOf(j);
    if (distance === null) problems.push('The end reading is lower than the start reading.');
    let gap: number | null = null;
    if (previous) {
      gap = j.startOdometer - previous.endOdometer;
      if (gap < 0)
        problems.push(
          `The odometer went backwards: this journey starts at ${j.startOdometer}, the one before ended at ${previous.endOdometer}.`,
        );
    }
    out.push({ id: j.id, distance, problems, gap });
    previous = j;
  }
  return out;
}

/** Miles driven over the journeys whose readings are sound. */
export function totalDistance(checks: JourneyCheck[]): number {
  return checks.reduce((sum, c) => sum + (c.distance ?? 0), 0);
}
