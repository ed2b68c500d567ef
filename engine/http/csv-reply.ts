// How every CSV export answers: declared as text/csv in the OpenAPI document (a test finds the exports there and
// checks each neutralises formula cells), written by the one writer (engine/csv.ts), never cached.
import type { FastifyReply } from 'fastify';

/** The 200 answer of a CSV export, for a route's `response` schema. */
export function csvResponse(description: string, also: Record<string, { schema: object }> = {}) {
  return {
    200: {
      description,
      content: {
        ...also,
        'text/csv': {
          schema: {
            type: 'string',
            description: "CSV (RFC 4180, CRLF lines); text cells a spreadsheet would run start with '",
          },
        },
      },
    },
  };
}

/** Send a CSV made by engine/csv.ts as a download. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
