-- Leave requests become records of the leave-request kind (decisions 0230, 0231): each row of leave_requests
-- moves into records under the same id (links in alerts keep working) with its history — the request as
-- version 1, the decision and the cancellation as the versions after it, each with who and why — so the one
-- pipeline, its revisions, outbox, lists and data migration serve leave as every record. The old table is kept,
-- renamed leave_requests_moved and read by nothing, for one release: data is never dropped in the release that
-- moves it.

-- A database that holds leave gets the kind's first product version here, as definitions/staff/leave-request.ts
-- stands in this release (publishing at start keeps it, or adds the file's newer version after it); an empty one
-- gets it when the definition files are published.
insert into definition_versions (org_id, kind, version, definition, hash, created_by, source, note)
select null, 'leave-request', 1, $def${"kind":"leave-request","title":"Leave request","description":"Days off asked for (annual, sick, parental…), approved or refused by a manager of the home.","subject":"staff","area":"leave","workflow":"approval","events":"leave","dateField":"startsOn","list":{"columns":["leaveType","startsOn","endsOn","days"]},"schema":{"type":"object","title":"Leave request","additionalProperties":false,"required":["leaveType","startsOn","endsOn"],"properties":{"leaveType":{"type":"string","oneOf":[{"const":"annual","title":"Annual"},{"const":"bereavement","title":"Bereavement"},{"const":"maternity","title":"Maternity"},{"const":"paternity","title":"Paternity"},{"const":"shared_parental","title":"Shared Parental"},{"const":"sick","title":"Sick"},{"const":"unpaid","title":"Unpaid"},{"const":"other","title":"Other"}],"x-list":"leaveTypes","title":"Type of leave"},"startsOn":{"type":"string","title":"First day","format":"date"},"endsOn":{"type":"string","title":"Last day","format":"date"},"partDay":{"title":"Half day","description":"A morning or afternoon of one day's leave","oneOf":[{"const":"am","title":"Morning"},{"const":"pm","title":"Afternoon"},{"type":"null","title":"No"}]},"minutes":{"type":["integer","null"],"title":"Hours instead (minutes)","minimum":15,"maximum":1440,"description":"Part of one day's leave, in minutes"},"days":{"type":"number","title":"Days it takes","readOnly":true,"minimum":0,"description":"Counted from the person's working week (engine/leave/entitlement.ts): never typed"},"note":{"type":["string","null"],"title":"Note","maxLength":2000,"x-widget":"textarea"}}}}$def$::json,
       'b76926f7a62530c6dc5dbbe313449b57498019388b7767f0950250a045244dd4', null, 'code', 'Published by migration 052 to move leave_requests into records'
 where exists (select 1 from leave_requests)
   and not exists (select 1 from definition_versions where kind = 'leave-request' and org_id is null);

create temporary table leave_moving on commit drop as
select l.*,
       (l.decided_at is not null) as decided,
       (l.cancelled_at is not null) as cancelled,
       case when l.status = 'rejected' then 'reject' else 'approve' end as decision,
       jsonb_build_object('leaveType', l.leave_type, 'startsOn', to_char(l.starts_on, 'YYYY-MM-DD'),
         'endsOn', to_char(l.ends_on, 'YYYY-MM-DD'), 'partDay', l.part_day, 'minutes', l.minutes,
         'days', l.days::float8, 'note', l.note) as data
  from leave_requests l;

-- the newest version of each request: its row in records
insert into records (id, org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id,
                     record_date, data, status, version, created_at, updated_at, changed_by, change_action,
                     change_reason)
select m.id, m.org_id, 'leave-request',
       (select id from definition_versions where kind = 'leave-request' and org_id is null order by version limit 1),
       null, m.home_id, m.staff_id, m.requested_by, m.starts_on::timestamp at time zone 'UTC', m.data, m.status,
       1 + m.decided::int + m.cancelled::int, m.created_at, coalesce(m.cancelled_at, m.decided_at, m.created_at),
       case when m.cancelled then m.cancelled_by when m.decided then m.decided_by end,
       case when m.cancelled then 'cancel' when m.decided then m.decision else 'create' end,
       case when m.cancelled then m.cancel_reason when m.decided then m.decision_reason end
  from leave_moving m;

-- the versions it replaced: the request as asked, and the decision before a cancellation
insert into record_revisions (record_id, version, org_id, action, status, data, changed_by, changed_at, reason)
select m.id, 1, m.org_id, 'create', 'requested', m.data, m.requested_by, m.created_at, null
  from leave_moving m where m.decided or m.cancelled
union all
select m.id, 2, m.org_id, m.decision, case when m.decision = 'reject' then 'rejected' else 'approved' end, m.data,
       m.decided_by, m.decided_at, m.decision_reason
  from leave_moving m where m.decided and m.cancelled;

alter table leave_requests rename to leave_requests_moved;
comment on table leave_requests_moved is
  'Moved into records (kind leave-request) by migration 052; read by nothing; to be dropped in a later release.';
