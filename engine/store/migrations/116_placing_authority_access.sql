-- A placing authority's social worker (or IRO) sees the young people a manager named, until a date the manager sets
-- or the child moves on (decision 0671). One row per grant; ending it keeps the row (who, when, why).
create table placing_authority_access (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null,
  user_id uuid not null,
  young_person_id uuid not null,
  ends_on date not null,
  granted_by uuid not null,
  granted_at timestamptz not null default now(),
  ended_at timestamptz,
  ended_by uuid,
  end_reason text,
  foreign key (user_id, org_id) references users (id, org_id),
  foreign key (young_person_id, org_id) references young_people (id, org_id),
  foreign key (granted_by, org_id) references users (id, org_id)
);
-- at most one open grant per person and young person
create unique index placing_authority_access_open on placing_authority_access (user_id, young_person_id)
  where ended_at is null;
create index placing_authority_access_young_person on placing_authority_access (org_id, young_person_id);

-- the person's access changed: every API process forgets them (migration 008's channel)
create function notify_placing_authority_access() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform pg_notify('access_changed', old.user_id::text); end if;
  if tg_op <> 'DELETE' then perform pg_notify('access_changed', new.user_id::text); end if;
  return null;
end $$;
create trigger placing_authority_access_changed after insert or update or delete on placing_authority_access
  for each row execute function notify_placing_authority_access();

-- the child moves on (archived, by any path): every open grant about them ends with it
create function end_placing_authority_access() returns trigger language plpgsql as $$
begin
  update placing_authority_access
     set ended_at = now(), end_reason = 'The young person moved on.'
   where young_person_id = new.id and ended_at is null;
  return null;
end $$;
create trigger young_people_moved_on_ends_placing_access after update of archived_at on young_people
  for each row when (old.archived_at is null and new.archived_at is not null)
  execute function end_placing_authority_access();
