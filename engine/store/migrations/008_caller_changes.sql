-- Each API process remembers who is signed in between requests (engine/http/callers.ts). These
-- triggers tell every process, on commit, whose access may have changed — by any path, the API or
-- plain SQL — so it forgets them before their next request.
create function notify_caller_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'organisations' then
    perform pg_notify('caller_changed', 'org:' || new.id::text);
  elsif tg_table_name = 'user_homes' then
    if tg_op <> 'INSERT' then perform pg_notify('caller_changed', old.user_id::text); end if;
    if tg_op <> 'DELETE' then perform pg_notify('caller_changed', new.user_id::text); end if;
  elsif tg_op = 'DELETE' then
    perform pg_notify('caller_changed', old.id::text);
  else
    perform pg_notify('caller_changed', new.id::text);
  end if;
  return null;
end $$;

create trigger users_caller_changed after update or delete on users
  for each row execute function notify_caller_changed();
create trigger user_homes_caller_changed after insert or update or delete on user_homes
  for each row execute function notify_caller_changed();
create trigger organisations_caller_changed after update on organisations
  for each row when (old.suspended_at is distinct from new.suspended_at) execute function notify_caller_changed();
