-- Every API process keeps the newest definition of each kind (engine/definitions/registry.ts); a
-- run-time edit committed by any process, or by plain SQL, tells them all to forget (there may be more
-- than one API process). Payload: the organisation's id, or empty for a product default.
create function notify_definitions_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('definitions_changed', coalesce(new.org_id::text, ''));
  return null;
end $$;

create trigger definition_versions_changed after insert or update on definition_versions
  for each row execute function notify_definitions_changed();

-- Past one database (docs/decisions/0024-past-one-database.md): the people tables'
-- keys carry the organisation, as records' keys do since migration 011. A row can then never point at
-- another organisation's home or person, even by plain SQL, and the keys already hold when the tables
-- are distributed or partitioned by org_id (Citus requires the distribution column in every foreign key
-- between distributed tables). Small tables: checked in one pass. The names stay the same.
alter table user_homes drop constraint user_homes_user_id_fkey,
  add constraint user_homes_user_id_fkey foreign key (user_id, org_id) references users (id, org_id);
alter table user_homes drop constraint user_homes_home_id_fkey,
  add constraint user_homes_home_id_fkey foreign key (home_id, org_id) references homes (id, org_id);
alter table young_people drop constraint young_people_home_id_fkey,
  add constraint young_people_home_id_fkey foreign key (home_id, org_id) references homes (id, org_id);
alter table young_people drop constraint young_people_key_worker_id_fkey,
  add constraint young_people_key_worker_id_fkey foreign key (key_worker_id, org_id) references users (id, org_id);
alter table users drop constraint users_young_person_id_fkey,
  add constraint users_young_person_id_fkey foreign key (young_person_id, org_id) references young_people (id, org_id);
