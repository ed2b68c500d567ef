-- Transfers between homes become records of the home-transfer kind (decision 0950), as leave (052) and overtime
-- (215) did: each row of transfer_requests moves into records under the same id (links in tasks keep working) with
-- its history — the request as version 1, then acceptance or decline, withdrawal and the move, each a version with
-- who, when and why — so the one pipeline, its revisions, outbox, lists and data migration serve transfers as every
-- record. Statuses take the approval machine's words (accepted → approved, declined → rejected). The old table is
-- kept, renamed transfer_requests_moved and read by nothing, for one release.

-- A database that holds transfers gets the kind's first product version here, as
-- definitions/young-person/home-transfer.ts stands in this release; an empty one gets it when the files are published.
insert into definition_versions (org_id, kind, version, definition, hash, created_by, source, note)
select null, 'home-transfer', 1, $def${"kind":"home-transfer","title":"Transfer between homes","description":"The {child}'s move to another home of the organisation, agreed by that home's manager.","subject":"young-person","area":"cyp","workflow":"approval","events":"transfer","dateField":"moveOn","list":{"columns":["moveOn","reason"]},"schema":{"type":"object","title":"Transfer between homes","additionalProperties":false,"required":["toHomeId","moveOn","reason"],"properties":{"toHomeId":{"type":"string","format":"uuid","title":"Move to (home)"},"moveOn":{"type":"string","title":"Move date","format":"date","description":"The day the move happens, agreed by the receiving home"},"reason":{"type":"string","title":"Why","maxLength":2000,"x-widget":"textarea","minLength":1},"keyWorkerId":{"type":"string","title":"Key worker at the receiving home","format":"uuid","x-ref":"staff","description":"Named by the receiving home when it accepts"},"moveInRecordId":{"type":"string","format":"uuid","title":"Move-in record","x-ref":"move-in","readOnly":true},"placementRecordId":{"type":"string","format":"uuid","title":"Placement history of the home left","x-ref":"placement-history","readOnly":true}}}}$def$::json,
       '27717fe441c8deb77abbb9e7d684305e50317c8a9230b540a273459e67867f49', null, 'code',
       'Published by migration 257 to move transfer_requests into records'
 where exists (select 1 from transfer_requests)
   and not exists (select 1 from definition_versions where kind = 'home-transfer' and org_id is null);

-- Each request's versions. Who withdrew one was kept only in the audit log (transfer.cancel); a withdrawal the scan
-- made (the young person had left) has none there, and is written as on the word of whoever accepted it.
create temporary table transfer_steps on commit drop as
with t as (
  select t.*,
         jsonb_build_object('toHomeId', t.to_home_id, 'moveOn', to_char(t.move_on, 'YYYY-MM-DD'), 'reason', t.reason)
           as asked,
         (select a.user_id from activity_audit a
           where a.entity_id = t.id and a.action = 'transfer.cancel' and a.user_id is not null order by a.at limit 1)
           as cancelled_by,
         (select a.at from activity_audit a
           where a.entity_id = t.id and a.action = 'transfer.cancel' order by a.at limit 1) as cancelled_at
    from transfer_requests t
), steps as (
  select t.id, 1 as step, 'create' as action, 'requested' as status, t.asked as data, t.requested_by as by,
         t.requested_at as at, null::text as reason
    from t
  union all
  -- accepted (then perhaps withdrawn or moved) or declined; a later withdrawal's note replaced the decision's
  select t.id, 2, case when t.status = 'declined' then 'reject' else 'approve' end,
         case when t.status = 'declined' then 'rejected' else 'approved' end,
         t.asked || jsonb_strip_nulls(jsonb_build_object('keyWorkerId', t.key_worker_id)), t.decided_by,
         coalesce(t.decided_at, t.requested_at), case when t.status = 'cancelled' then null else t.decision_note end
    from t where t.decided_by is not null
  union all
  select t.id, 3, 'cancel', 'cancelled', t.asked || jsonb_strip_nulls(jsonb_build_object('keyWorkerId', t.key_worker_id)),
         coalesce(t.cancelled_by, t.decided_by, t.requested_by), coalesce(t.cancelled_at, t.decided_at, t.requested_at),
         t.decision_note
    from t where t.status = 'cancelled'
  union all
  select t.id, 3, 'move', 'moved',
         t.asked || jsonb_strip_nulls(jsonb_build_object('keyWorkerId', t.key_worker_id,
           'moveInRecordId', t.move_in_record_id, 'placementRecordId', t.placement_record_id)),
         coalesce(t.decided_by, t.requested_by), coalesce(t.moved_at, t.decided_at, t.requested_at), null
    from t where t.status = 'moved'
)
select s.*, row_number() over (partition by s.id order by s.step) as version,
       count(*) over (partition by s.id) as versions
  from steps s;

-- the newest version of each request: its row in records
insert into records (id, org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id,
                     record_date, data, status, version, created_at, updated_at, changed_by, change_action,
                     change_reason)
select t.id, t.org_id, 'home-transfer',
       (select id from definition_versions where kind = 'home-transfer' and org_id is null order by version limit 1),
       t.young_person_id, t.from_home_id, null, t.requested_by, t.move_on::timestamp at time zone 'UTC', s.data,
       s.status, s.version, t.requested_at, s.at, case when s.version > 1 then s.by end, s.action, s.reason
  from transfer_requests t join transfer_steps s on s.id = t.id and s.version = s.versions;

-- the versions the newest replaced
insert into record_revisions (record_id, version, org_id, action, status, data, changed_by, changed_at, reason)
select s.id, s.version, t.org_id, s.action, s.status, s.data, s.by, s.at, s.reason
  from transfer_steps s join transfer_requests t on t.id = s.id
 where s.version < s.versions;

alter table transfer_requests rename to transfer_requests_moved;
comment on table transfer_requests_moved is
  'Moved into records (kind home-transfer) by migration 257; read by nothing; to be dropped in a later release.';
