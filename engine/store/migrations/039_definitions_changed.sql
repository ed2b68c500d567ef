-- Every API process keeps the newest definition of each kind (engine/definitions/registry.ts); a
-- run-time edit committed by any process, or by plain SQL, tells them all to forget (issue 24: more
-- than one API process). Payload: the organisation's id, or empty for a product default.
create function notify_definitions_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('definitions_changed', coalesce(new.org_id::text, ''));
  return null;
end $$;

create trigger definition_versions_changed after insert or update on definition_versions
  for each row execute function notify_definitions_changed();
