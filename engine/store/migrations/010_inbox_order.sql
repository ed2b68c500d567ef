-- The sign-off inbox pages by (requested_at, id): the index carries the tie-break, so a page is read
-- straight off the index whatever the number of requests waiting.
drop index signoffs_awaiting;
create index signoffs_awaiting on signoffs (org_id, signer_id, requested_at desc, id desc) where signed_at is null and closed_at is null;
