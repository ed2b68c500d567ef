// Personal Details, drawn from the young person's own record (not a record kind).
import { ageLabel, formatDate } from '../../lib/format.ts';
import { usePageTitle } from '../../ui/Page.tsx';
import { useProfile } from './context.ts';

export default function PersonalTab() {
  const { yp } = useProfile();
  usePageTitle(`Personal Details · ${yp.firstName} ${yp.lastName}`);
  const rows: [string, string][] = [
    ['First name', yp.firstName],
    ['Last name', yp.lastName],
    ['Preferred name', yp.preferredName || '—'],
    yp.dateOfBirth ? ['Date of birth', formatDate(yp.dateOfBirth)] : ['Year of birth', yp.birthYear ? String(yp.birthYear) : '—'],
    ['Age', ageLabel(yp).replace(/^Age /, '')],
    ['Gender', yp.gender ? yp.gender[0].toUpperCase() + yp.gender.slice(1) : '—'],
    ['Home', yp.homeName],
    ['Key worker', yp.keyWorkerName ?? 'Not assigned'],
    ['Move-in date', formatDate(yp.moveInDate)],
  ];
  if (yp.archivedAt) rows.push(['Archived', formatDate(yp.archivedAt)]);
  return (
    <section aria-labelledby="personal-heading" className="card">
      <h2 id="personal-heading" className="text-lg font-semibold">
        Personal Details
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
