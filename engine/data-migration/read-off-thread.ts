// Reading an uploaded file off the main thread: reads run in a small pool of worker threads (piscina: well kept,
// with per-task cancellation and memory limits) running parse-worker.mjs, so `/api/health` and every other request
// are answered while a large workbook or a zip bomb is read (and refused). A read past its time is cancelled (its
// thread ended); a thread past its memory ceiling ends with a refusal. The limits on what is read (uncompressed
// size, rows, columns, cell length) are read-file.ts's own.
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { projectPath } from '../paths.ts';
import { Problem } from '../problem.ts';
import { maxXlsxUncompressed, type SheetData } from './read-file.ts';

const parseTimeoutMs = () => Number(process.env.DATA_MIGRATION_PARSE_TIMEOUT_S ?? 120) * 1000;

const refused = (message: string) =>
  new Problem(400, 'Bad request', `The file cannot be imported. ${message}`, [{ path: '/file', message }]);

let pool: Piscina | null = null;
/** Started on the first read; threads idle for a minute end, so a server that imports nothing keeps none. */
function readers() {
  pool ??= new Piscina({
    filename: pathToFileURL(projectPath('engine/data-migration/parse-worker.mjs')).href,
    minThreads: 0,
    maxThreads: Number(process.env.DATA_MIGRATION_PARSERS ?? 2),
    idleTimeout: 60_000,
    // a workbook that needs more than this is refused rather than taking the server's memory
    resourceLimits: { maxOldGenerationSizeMb: Number(process.env.DATA_MIGRATION_PARSE_HEAP_MB ?? 768) },
  });
  return pool;
}

type Answer = {
  sheet?: SheetData;
  problem?: { status: number; title: string; detail?: string; errors?: { path: string; message: string }[] };
};

/** readSheet (read-file.ts), in a reader thread. */
export async function readSheetOffThread(
  fileName: string,
  bytes: Buffer,
  timeoutMs = parseTimeoutMs(),
): Promise<SheetData> {
  const copy = new Uint8Array(bytes).buffer; // handed over to the thread, not cloned again
  let answer: Answer;
  try {
    answer = (await readers().run(
      // the limit as the server reads it now: a thread's process.env is a copy from when the thread started
      { fileName, bytes: copy, xlsxMaxBytes: maxXlsxUncompressed() },
      { transferList: [copy], signal: AbortSignal.timeout(timeoutMs) },
    )) as Answer;
  } catch (err) {
    const e = err as Error & { code?: string; name?: string };
    if (e.name === 'AbortError' || e.name === 'TimeoutError')
      throw refused(
        `Reading it took longer than ${Math.round(timeoutMs / 1000)} seconds: split it into smaller files.`,
      );
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw refused('It needs more memory to read than a file of this kind should: split it into smaller files.');
    throw err;
  }
  if (answer.problem)
    throw new Problem(answer.problem.status, answer.problem.title, answer.problem.detail, answer.problem.errors);
  return answer.sheet!;
}
