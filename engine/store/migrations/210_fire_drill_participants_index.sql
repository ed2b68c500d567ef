-- Who took part in each fire drill, indexed: the drill duties ask, for every member of staff and every child, when
-- they last took part. Without these the question scanned every drill of the organisation once per person (67 s
-- for 1,200 staff at scale); with them it is one index probe per person. Partial: only home checks carry the lists.
create index records_drill_staff on records using gin ((data -> 'staffTookPart') jsonb_path_ops)
  where kind = 'home-check';
create index records_drill_children on records using gin ((data -> 'childrenTookPart') jsonb_path_ops)
  where kind = 'home-check';
