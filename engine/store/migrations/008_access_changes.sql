-- Each API process remembers who is signed in, and where each young person lives, between requests
-- (engine/http/remembered.ts). These triggers tell every process, on commit, whose access may have
-- changed — by any path, the API or plain SQL — so it forgets them before the next request.
-- Payloads: a user's id; 'org:' and an organisation's id; 'yp:' and a young person's id.
create function notify_access_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'organisations' then
    perform pg_notify('access_changed', 'org:' || new.id::text);
  elsif tg_table_name = 'young_people' then
    perform pg_notify('access_changed', 'yp:' || old.id::text);
  elsif tg_table_name = 'user_homes' then
    if tg_op <> 'INSERT' then perform pg_notify('access_changed', old.user_id::text); end if;
    if tg_op <> 'DELETE' then perform pg_notify('access_changed', new.user_id::text); end if;
  elsif tg_op = 'DELETE' then
    perform pg_notify('access_changed', old.id::text);
  else
    perform pg_notify('access_changed', new.id::text);
  end if;
  return null;
end $$;

create trigger users_access_changed after update or delete on users
  for each row execute function notify_access_changed();
create trigger user_homes_access_changed after insert or update or delete on user_homes
  for each row execute function notify_access_changed();
create trigger organisations_access_changed after update on organisations
  for each row when (old.suspended_at is distinct from new.suspended_at) execute function notify_access_changed();
-- a young person's home decides who may see and write their records
create trigger young_people_access_changed after update of home_id, archived_at, org_id on young_people
  for each row execute function notify_access_changed();
create trigger young_people_access_removed after delete on young_people
  for each row execute function notify_access_changed();
