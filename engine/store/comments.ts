// Comments on a record (e.g. a young person's view of their plan), kept beside the record.
import type { Sql } from './db.ts';

export interface CommentRow {
  id: string;
  recordId: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

export function commentStore(sql: Sql, orgId: string) {
  return {
    async add(recordId: string, authorId: string, body: string): Promise<CommentRow> {
      const [{ id }] = await sql.query<{ id: string }>(
        `insert into record_comments (org_id, record_id, author_id, body) values ($1, $2, $3, $4) returning id`,
        [orgId, recordId, authorId, body],
      );
      return (await this.list(recordId)).find((c) => c.id === id)!;
    },
    async list(recordId: string): Promise<CommentRow[]> {
      return sql.query<CommentRow>(
        `select c.id, c.record_id as "recordId", c.author_id as "authorId", u.name as "authorName", c.body, c.created_at as "createdAt"
           from record_comments c join users u on u.id = c.author_id where c.record_id = $1 and c.org_id = $2 order by c.created_at, c.id`,
        [recordId, orgId],
      );
    },
  };
}
