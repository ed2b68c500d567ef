// Annex A's lists as inspectors ask for them: each child with date of birth, legal status and the contacts of
// their placing authority, social worker, IRO and parents ("not held" where the records hold none), education from
// the education records; and the staff list from the HR records. Printed with the rest of the pack.
import { formatDate } from '../lib/format.ts';
import type { AnnexAnswer, AnnexContact } from './types.ts';

const NOT_HELD = 'not held';
const who = (c: AnnexContact | null) => (c ? [c.name, c.detail].filter(Boolean).join(': ') : NOT_HELD);
const STATE: Record<string, string> = { ok: 'In date', due_soon: 'Due soon', overdue: 'Overdue', missing: 'None' };

export function AnnexChildContacts({ data }: { data: AnnexAnswer }) {
  if (data.children.length === 0) return null;
  return (
    <section aria-labelledby="child-contacts" className="space-y-2">
      <h2 id="child-contacts" className="text-lg font-semibold">
        Children: contacts for inspectors
      </h2>
      <div className="card overflow-x-auto p-0">
        <table className="stack-table w-full text-left text-sm">
          <thead className="border-b border-line text-muted">
            <tr>
              {[
                'Child',
                'Date of birth',
                'Legal status',
                'Placing authority',
                'Social worker',
                'IRO',
                'Parents',
                'Education',
              ].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {data.children.map((c) => {
              const d = c.details;
              return (
                <tr key={c.youngPersonId} className="align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {c.name}
                  </th>
                  <td className="px-3 py-2" data-label="Date of birth">
                    {d.dateOfBirth ? formatDate(d.dateOfBirth) : NOT_HELD}
                  </td>
                  <td className="px-3 py-2" data-label="Legal status">
                    {d.legalStatus ?? NOT_HELD}
                  </td>
                  <td className="px-3 py-2" data-label="Placing authority">
                    {who(d.placingAuthority)}
                  </td>
                  <td className="px-3 py-2" data-label="Social worker">
                    {who(d.socialWorker)}
                  </td>
                  <td className="px-3 py-2" data-label="IRO">
                    {who(d.iro)}
                  </td>
                  <td className="px-3 py-2" data-label="Parents">
                    {d.parents.length === 0
                      ? NOT_HELD
                      : d.parents.map((p, i) => (
                          <p key={i}>
                            {p.name ?? ''} ({p.relationship ?? 'relationship not held'}
                            {p.parentalResponsibility ? ', has parental responsibility' : ''})
                            {p.detail ? `: ${p.detail}` : ''}
                          </p>
                        ))}
                  </td>
                  <td className="px-3 py-2" data-label="Education">
                    {d.education ?? NOT_HELD}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function AnnexStaffList({ data }: { data: AnnexAnswer }) {
  if (!data.staff) return null;
  return (
    <section aria-labelledby="staff-list" className="space-y-2">
      <h2 id="staff-list" className="text-lg font-semibold">
        Staff
      </h2>
      <p className="text-sm text-muted">
        Everyone working here in the period, with leavers and agency staff, their qualifications, DBS and supervision,
        from the HR records.
      </p>
      <div className="card overflow-x-auto p-0">
        <table className="stack-table w-full text-left text-sm">
          <thead className="border-b border-line text-muted">
            <tr>
              {['Name', 'Role', 'Started', 'Left', 'Agency', 'Qualifications', 'DBS', 'Supervision'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {data.staff.map((s) => (
              <tr key={s.id} className="align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  {s.name}
                </th>
                <td className="px-3 py-2" data-label="Role">
                  {s.role}
                </td>
                <td className="px-3 py-2" data-label="Started">
                  {s.startDate ? formatDate(s.startDate) : NOT_HELD}
                </td>
                <td className="px-3 py-2" data-label="Left">
                  {s.leftOn ? formatDate(s.leftOn) : '—'}
                </td>
                <td className="px-3 py-2" data-label="Agency">
                  {s.agency ?? 'No'}
                </td>
                <td className="px-3 py-2" data-label="Qualifications">
                  {s.qualifications.length ? s.qualifications.join('; ') : 'None recorded'}
                </td>
                <td className="px-3 py-2" data-label="DBS">
                  {STATE[s.dbs] ?? s.dbs}
                  {s.dbsNextCheckDue ? `, next check ${formatDate(s.dbsNextCheckDue)}` : ''}
                </td>
                <td className="px-3 py-2" data-label="Supervision">
                  {STATE[s.supervision] ?? s.supervision}
                  {s.supervisionDue ? `, next due ${formatDate(s.supervisionDue)}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
