// Which statuses the test servers answered, operation by operation, so that the end of a run can check the OpenAPI
// document declares each one (scripts/check-statuses.ts). Recording is on when TEST_STATUS_DIR names a folder
// (scripts/test.ts makes one per run): a server counts (method, route template, status) in memory and appends its
// counts to its process's file when it closes, so a request costs a map update, not a write.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { documentPath } from '../../engine/http/openapi.ts';

export interface Observation {
  method: string;
  /** The route as Fastify knows it (`/api/records/:kind/:id`); null when no route matched. */
  route: string | null;
  status: number;
  /** For an error: whether it came as application/problem+json. */
  problem: boolean;
  count: number;
  /** One test file that saw it. */
  file: string;
}

const ROOT = new URL('../../', import.meta.url).pathname;

/** The test file that called, read from the stack at the call (before any await loses the caller's frames). */
export function callingTestFile(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const path = /(?:file:\/\/)?(\/[^\s():]+\.test\.tsx?)/.exec(stack)?.[1];
  return path ? relative(ROOT, path) : 'unknown';
}

/** Count every answer `app` gives while recording is on (whether it is: the answer); written to `dir` at close. */
export function recordStatuses(app: FastifyInstance, file: string, dir = process.env.TEST_STATUS_DIR): boolean {
  if (!dir) return false;
  const seen = new Map<string, Observation>();
  app.addHook('onResponse', (request, reply, done) => {
    const options = request.routeOptions;
    // routes kept out of the document on purpose (the document itself, Swagger UI, the web app's files)
    // and the web app's pages, which no route names (the not-found handler serves index.html outside /api)
    const webPage = !options.url && !request.url.startsWith('/api');
    if (!webPage && !(options.schema as { hide?: boolean } | undefined)?.hide) {
      const route = options.url ?? null;
      const status = reply.statusCode;
      const problem = status >= 400 && String(reply.getHeader('content-type')).startsWith('application/problem+json');
      const key = `${request.method} ${route} ${status} ${problem}`;
      const known = seen.get(key);
      if (known) known.count++;
      else seen.set(key, { method: request.method, route, status, problem, count: 1, file });
    }
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (seen.size) {
      const lines = [...seen.values()].map((o) => JSON.stringify(o)).join('\n');
      appendFileSync(join(dir, `statuses-${process.pid}.jsonl`), `${lines}\n`);
      seen.clear();
    }
    done();
  });
  return true;
}

/** Every observation written under `dir`, merged (counts added; the first test file kept). */
export function readObservations(dir: string): Observation[] {
  const merged = new Map<string, Observation>();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const o = JSON.parse(line) as Observation;
      const key = `${o.method} ${o.route} ${o.status} ${o.problem}`;
      const known = merged.get(key);
      if (known) known.count += o.count;
      else merged.set(key, { ...o });
    }
  }
  return [...merged.values()];
}

type Responses = Record<string, unknown>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Responses } | unknown>>;
}
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

export interface Finding {
  /** "POST /api/records/{kind}" */
  operation: string;
  status: number;
  count: number;
  file: string;
  why: 'not declared' | 'not in the document' | 'not problem+json';
}
export interface StatusCheck {
  /** Answers the document does not declare, or errors not sent as problem+json: each fails the run. */
  findings: Finding[];
  /** Operations no test saw succeed (2xx or 3xx): reported, not failed. */
  neverSucceeded: string[];
  operations: number;
}

/**
 * Compare what the servers answered with what the document declares. An answer to a request no route matched
 * belongs to no operation: it passes when every operation declares its status (404, and the framework's own).
 */
export function checkStatuses(doc: OpenApiDocument, observations: Observation[]): StatusCheck {
  const operations = new Map<string, Responses>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      if (METHODS.has(method))
        operations.set(`${method.toUpperCase()} ${path}`, (op as { responses?: Responses }).responses ?? {});
  const everywhere = (status: number) => [...operations.values()].every((r) => String(status) in r);
  // an error answer the operation declares with a body of its own (health's 503 is its report), not a problem
  const ownContent = (operation: string | undefined, status: number) => {
    const declared = operation ? (operations.get(operation)?.[String(status)] as Responses | undefined) : undefined;
    const types = Object.keys((declared?.content as Responses | undefined) ?? {});
    return types.length > 0 && !types.includes('application/problem+json');
  };
  const operationOf = (o: Observation) => {
    if (o.route === null) return undefined;
    const path = documentPath(o.route);
    // HEAD is answered by the GET route unless a HEAD operation of its own is declared
    return [`${o.method} ${path}`, o.method === 'HEAD' ? `GET ${path}` : ''].find((k) => operations.has(k));
  };

  const findings = new Map<string, Finding>();
  const add = (f: Omit<Finding, 'count'>, count: number) => {
    const key = `${f.operation} ${f.status} ${f.why}`;
    const known = findings.get(key);
    if (known) known.count += count;
    else findings.set(key, { ...f, count });
  };
  const succeeded = new Set<string>();
  for (const o of observations) {
    const { status, count, file } = o;
    if (o.route === null) {
      if (!everywhere(status))
        add({ operation: `${o.method} (no route matched)`, status, file, why: 'not declared' }, count);
    } else {
      const path = documentPath(o.route);
      const operation = operationOf(o);
      if (!operation) add({ operation: `${o.method} ${path}`, status, file, why: 'not in the document' }, count);
      else {
        if (!(String(status) in operations.get(operation)!))
          add({ operation, status, file, why: 'not declared' }, count);
        if (status < 400) succeeded.add(operation);
      }
    }
    if (status >= 400 && !o.problem && !ownContent(operationOf(o), status)) {
      const operation = o.route === null ? `${o.method} (no route matched)` : `${o.method} ${documentPath(o.route)}`;
      add({ operation, status, file, why: 'not problem+json' }, count);
    }
  }
  const order = (a: Finding, b: Finding) => a.operation.localeCompare(b.operation) || a.status - b.status;
  return {
    findings: [...findings.values()].sort(order),
    neverSucceeded: [...operations.keys()].filter((k) => !succeeded.has(k)).sort(),
    operations: operations.size,
  };
}

/** The findings as lines a person reads at the end of a run. */
export function describeFindings(findings: Finding[]): string[] {
  return findings.map((f) => `${f.operation} ${f.status}: ${f.why} (${f.count} ×, e.g. ${f.file})`);
}
