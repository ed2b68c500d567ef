// /settings/forms — every record kind with the version new records use; each opens in the editor.
import { Link } from 'react-router';
import { useWording } from '../../session.tsx';
import type { DefinitionSummary } from '../../types.ts';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';

const SUBJECTS: Record<string, string> = {
  'young-person': 'Young people',
  home: 'Homes',
  staff: 'Staff',
  organisation: 'Organisation',
};

export default function FormsListPage() {
  const defs = useApi<DefinitionSummary[]>('/api/definitions');
  const word = useWording();
  return (
    <Loaded state={defs} title="Forms">
      {(list) => {
        const groups = Object.entries(SUBJECTS)
          .map(([subject, label]) => ({ label, items: list.filter((d) => d.subject === subject) }))
          .filter((g) => g.items.length);
        return (
          <Page
            title="Forms"
            subtitle="The forms staff fill in. Change a form to add, remove or reword its fields; every change is a new version."
          >
            <SettingsNav />
            {groups.map((g) => (
              <section key={g.label} className="space-y-2" aria-labelledby={`forms-${g.label}`}>
                <h2 id={`forms-${g.label}`} className="text-xl font-semibold">
                  {g.label}
                </h2>
                <div className="card overflow-x-auto p-0">
                  <table className="w-full text-left">
                    <caption className="sr-only">{g.label} forms</caption>
                    <thead className="border-b border-line bg-sunken">
                      <tr>
                        <th scope="col" className="p-3">
                          Form
                        </th>
                        <th scope="col" className="p-3">
                          Version in use
                        </th>
                        <th scope="col" className="p-3">
                          Sections
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {g.items.map((d) => (
                        <tr key={d.kind} className="border-b border-line last:border-0">
                          <th scope="row" className="p-3 font-medium">
                            <Link className="link" to={`/settings/forms/${d.kind}`}>
                              {word(d.title)}
                            </Link>
                          </th>
                          <td className="p-3">{d.version}</td>
                          <td className="p-3">{d.sections.length}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            ))}
          </Page>
        );
      }}
    </Loaded>
  );
}
