-- Overtime requests become records of the overtime-request kind (decisions 0230, 0232), as leave requests did in
-- migration 052: each row of overtime_requests moves into records under the same id (links in alerts keep working)
-- with its history — the request as version 1, the decision or withdrawal as version 2, with who and why — so the
-- one pipeline, its revisions, outbox, lists and data migration serve overtime as every record. The old table is
-- kept, renamed overtime_requests_moved and read by nothing, for one release.

-- A database that holds overtime gets the kind's first product version here, as
-- definitions/staff/overtime-request.ts stands in this release; an empty one gets it when the files are published.
insert into definition_versions (org_id, kind, version, definition, hash, created_by, source, note)
select null, 'overtime-request', 1, $def${"kind":"overtime-request","title":"Overtime request","description":"Time worked beyond a shift, paid or taken as time off in lieu, approved or refused by a manager.","subject":"staff","area":"leave","workflow":"approval","events":"overtime","dateField":"workedOn","list":{"columns":["workedOn","minutes","compensation"]},"schema":{"type":"object","title":"Overtime request","additionalProperties":false,"required":["workedOn","minutes","compensation","reason"],"properties":{"workedOn":{"type":"string","title":"Day worked","format":"date"},"minutes":{"type":"integer","title":"Time worked (minutes)","minimum":15,"maximum":1440},"compensation":{"type":"string","title":"Paid or time off in lieu","oneOf":[{"const":"paid","title":"Paid"},{"const":"toil","title":"Time off in lieu"}]},"reason":{"type":"string","title":"Why it was worked","maxLength":1000,"x-widget":"textarea","minLength":1}}}}$def$::json,
       'ef50880319ff11b385d8ad687e0f065df7dd0f1540b46195e3c8c81154f68614', null, 'code', 'Published by migration 215 to move overtime_requests into records'
 where exists (select 1 from overtime_requests)
   and not exists (select 1 from definition_versions where kind = 'overtime-request' and org_id is null);

create temporary table overtime_moving on commit drop as
select o.*,
       (o.status <> 'requested') as decided,
       case o.status when 'approved' then 'approve' when 'rejected' then 'reject' when 'cancelled' then 'cancel' end
         as step,
       jsonb_build_object('workedOn', to_char(o.worked_on, 'YYYY-MM-DD'), 'minutes', o.minutes,
         'compensation', o.compensation, 'reason', o.reason) as data
  from overtime_requests o;

-- the newest version of each request: its row in records
insert into records (id, org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id,
                     record_date, data, status, version, created_at, updated_at, changed_by, change_action,
                     change_reason)
select m.id, m.org_id, 'overtime-request',
       (select id from definition_versions where kind = 'overtime-request' and org_id is null
         order by version limit 1),
       null, m.home_id, m.staff_id, m.requested_by, m.worked_on::timestamp at time zone 'UTC', m.data, m.status,
       1 + m.decided::int, m.created_at, coalesce(m.decided_at, m.updated_at, m.created_at),
       case when m.decided then coalesce(m.decided_by, m.requested_by) end,
       coalesce(m.step, 'create'), m.decision_reason
  from overtime_moving m;

-- the version a decision replaced: the request as asked
insert into record_revisions (record_id, version, org_id, action, status, data, changed_by, changed_at, reason)
select m.id, 1, m.org_id, 'create', 'requested', m.data, m.requested_by, m.created_at, null
  from overtime_moving m where m.decided;

alter table overtime_requests rename to overtime_requests_moved;
comment on table overtime_requests_moved is
  'Moved into records (kind overtime-request) by migration 215; read by nothing; to be dropped in a later release.';
