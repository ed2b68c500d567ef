// The daily log the benchmarks write: the definition's example, less the sections the organisation has
// switched off (structuredDailyLogs off: a free-text log), found by asking the API once.
import { examples } from '../definitions/young-person/examples.ts';

export async function acceptedDailyLog(
  api: string,
  cookie: string,
  youngPersonId: string,
  extra: Record<string, unknown>,
) {
  const data: Record<string, unknown> = { ...examples['daily-log'], ...extra };
  const res = await fetch(`${api}/api/records/daily-log`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ youngPersonId, data }),
  });
  if (res.status === 422)
    for (const e of ((await res.json()) as { errors?: { path: string }[] }).errors ?? [])
      delete data[e.path.split('/')[1]];
  else if (!res.ok) throw new Error(`POST /api/records/daily-log: ${res.status} ${await res.text()}`);
  return data;
}
