// /home/meal-plan: this week's menu (the newest plan, a grid of days by meal; cards on a phone) with each
// young person's dietary needs and allergies from their health profile beside it — only those the viewer may
// read (GET /api/homes/:id/meal-plan/needs asks the read rule). /home/meal-plan/update edits this week's plan.
import { Link, Navigate } from 'react-router';
import { query } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import type { RecordDto } from '../records/types.ts';
import { useSession, useWording } from '../session.tsx';
import type { ReferenceList } from '../types.ts';
import type { RecordSummary } from '../types.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { MEAL_PLAN, WithNav } from './RecordPages.tsx';

interface Needs {
  items: {
    youngPersonId: string;
    name: string;
    profileId: string | null;
    dietary: string[];
    dietDetails: string | null;
    allergies: { allergen: string; severity?: string; reaction?: string; treatment?: string }[];
    noKnownAllergies: boolean;
  }[];
  notShown: number;
}
type Day = { day: string; breakfast?: string; lunch?: string; dinner?: string; snacks?: string };
const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
const MEAL_LABELS: Record<(typeof MEALS)[number], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function useCurrentPlan(homeId: string | undefined) {
  const list = useApi<{ items: RecordSummary[] }>(
    homeId ? `/api/records/meal-plan${query({ home: homeId, limit: 1 })}` : null,
  );
  const newest = list.data?.items[0];
  const plan = useApi<RecordDto>(newest ? `/api/records/meal-plan/${encodeURIComponent(newest.id)}` : null);
  return { list, plan, newest };
}

function NeedsPanel({ homeId }: { homeId: string }) {
  const w = useWording();
  const labelOf = useListLabel('dietaryRequirements');
  const needs = useApi<Needs>(`/api/homes/${encodeURIComponent(homeId)}/meal-plan/needs`);
  if (needs.error) return <ErrorNotice error={needs.error} onRetry={needs.reload} />;
  if (!needs.data) return <Loading />;
  return (
    <section aria-labelledby="needs-heading" className="card space-y-3">
      <h2 id="needs-heading" className="text-lg font-semibold">
        Dietary needs and allergies
      </h2>
      <p className="text-sm text-muted">{w("From each {child}'s health profile.")}</p>
      {needs.data.items.length === 0 && needs.data.notShown === 0 && (
        <p className="text-sm">{w('No {children} live here now.')}</p>
      )}
      <ul className="space-y-3">
        {needs.data.items.map((n) => (
          <li key={n.youngPersonId} className="rounded-md border border-line p-3 text-sm">
            <p className="font-semibold">{n.name}</p>
            <p>
              <span className="font-semibold">Diet: </span>
              {n.dietary.length ? n.dietary.map(labelOf).join(', ') : 'No dietary requirements recorded'}
              {n.dietDetails ? ` — ${n.dietDetails}` : ''}
            </p>
            {n.allergies.length > 0 ? (
              <ul className="mt-1 space-y-1">
                {n.allergies.map((a, i) => (
                  <li key={i} className="rounded bg-danger-soft px-2 py-1 text-danger">
                    <strong>Allergy: {a.allergen}</strong>
                    {a.severity ? ` (${a.severity.replaceAll('_', ' ')})` : ''}
                    {a.reaction ? ` — ${a.reaction}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{n.noKnownAllergies ? 'No known allergies' : 'Allergies not recorded'}</p>
            )}
          </li>
        ))}
      </ul>
      {needs.data.notShown > 0 && (
        <p className="text-sm text-muted">
          {w(`${needs.data.notShown} more {children}'s health details are not shown to you.`)}
        </p>
      )}
    </section>
  );
}

function useListLabel(key: string) {
  const list = useApi<ReferenceList>(`/api/lists/${key}`).data;
  return (v: string) => list?.items.find((i) => i.value === v)?.label ?? v;
}

function Menu({ plan }: { plan: RecordDto }) {
  const days = ((plan.data.days as Day[] | undefined) ?? [])
    .slice()
    .sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day));
  return (
    <section aria-labelledby="menu-heading" className="card overflow-x-auto">
      <h2 id="menu-heading" className="text-lg font-semibold">
        Week starting {formatDate(plan.data.weekStarting as string)}
      </h2>
      <table className="stack-table mt-3 w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col">Day</th>
            {MEALS.map((m) => (
              <th key={m} scope="col">
                {MEAL_LABELS[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-t border-line align-top">
              <th scope="row" data-label="Day" className="text-left">
                {cap(d.day)}
              </th>
              {MEALS.map((m) => (
                <td key={m} data-label={MEAL_LABELS[m]}>
                  {d[m] || '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {typeof plan.data.notes === 'string' && plan.data.notes && (
        <p className="mt-3 text-sm">
          <span className="font-semibold">Notes: </span>
          {plan.data.notes}
        </p>
      )}
    </section>
  );
}

export function MealPlanPage() {
  const { currentHome } = useSession();
  const { list, plan, newest } = useCurrentPlan(currentHome?.id);
  if (!currentHome) return <EmptyState title="You are not linked to a home yet." />;
  return (
    <WithNav>
      <Page
        title="Meal plan"
        actions={
          <>
            <Link className="btn-primary" to="/home/meal-plan/update">
              {newest ? "Update this week's plan" : 'Plan this week'}
            </Link>
            <Link className="btn-secondary" to={MEAL_PLAN.base}>
              Earlier weeks
            </Link>
          </>
        }
      >
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <div>
            {list.error ? (
              <ErrorNotice error={list.error} onRetry={list.reload} />
            ) : !list.data ? (
              <Loading />
            ) : !newest ? (
              <EmptyState title="No meal plan yet.">Plan this week's menu with the young people.</EmptyState>
            ) : plan.error ? (
              <ErrorNotice error={plan.error} onRetry={plan.reload} />
            ) : plan.data ? (
              <Menu plan={plan.data} />
            ) : (
              <Loading />
            )}
          </div>
          <NeedsPanel homeId={currentHome.id} />
        </div>
      </Page>
    </WithNav>
  );
}

/** /home/meal-plan/update: the newest plan's edit form, or a new plan when there is none. */
export function MealPlanUpdate() {
  const { currentHome } = useSession();
  const { list, newest } = useCurrentPlan(currentHome?.id);
  if (list.error) return <ErrorNotice error={list.error} onRetry={list.reload} />;
  if (!list.data) return <Loading />;
  return (
    <Navigate
      replace
      to={newest ? `${MEAL_PLAN.base}/${encodeURIComponent(newest.id)}/edit` : `${MEAL_PLAN.base}/new`}
    />
  );
}
