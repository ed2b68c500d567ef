// /settings/signoffs — the sign-off option of each record category (SPEC §3): none, default, or custom
// with chosen people; each saved on its own.
import type { StaffMember } from '../../types.ts';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { paths } from '../api.ts';
import type { SignoffRule } from '../types.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';
import { SignoffRuleCard } from './SignoffRuleCard.tsx';

export default function SignoffRulesPage() {
  const rules = useApi<SignoffRule[]>(paths.signoffRules);
  const staff = useApi<StaffMember[]>('/api/staff');
  return (
    <Loaded state={rules} title="Sign-off rules">
      {(list) => (
        <Page title="Sign-off rules" subtitle="Who signs off each kind of record after it is submitted.">
          <SettingsNav />
          <div className="card space-y-1">
            <p>
              A change applies to the <strong>next</strong> record submitted.
            </p>
            <p className="text-muted">
              Records already waiting for sign-off keep the rule they were submitted under; their page says which.
            </p>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {list.map((rule) => (
              <SignoffRuleCard key={rule.option} rule={rule} staff={staff.data ?? []} />
            ))}
          </div>
        </Page>
      )}
    </Loaded>
  );
}
