// Who is asked for the manager sign-off of a record, resolved at submit (care-sector rule):
// the author of a record is never among those who sign it off, so no record is approved by the person
// who wrote it.
//   - a record by anyone else: the home's active managers, else the organisation's directors;
//   - a manager's own record: the home's other managers, else the directors;
//   - a director's own record: the other directors, else the home's managers;
//   - no one other than the author: nobody can sign it, and submitting is refused (409) with the reason.

export interface SignerCandidates {
  /** Active managers of the record's home (directors placed in the home as managers included). */
  homeManagers: string[];
  /** Active directors of the organisation. */
  directors: string[];
}

export function managerSigners(authorId: string, c: SignerCandidates): string[] {
  const others = (ids: string[]) => ids.filter((id) => id !== authorId);
  const first = (...lists: string[][]) => lists.map(others).find((l) => l.length) ?? [];
  return c.directors.includes(authorId) ? first(c.directors, c.homeManagers) : first(c.homeManagers, c.directors);
}

/** The people chosen for a custom rule, without the author (who cannot sign their own record). */
export const otherSigners = (authorId: string, chosen: string[]) => chosen.filter((id) => id !== authorId);
