// The task a reader thread runs (read-off-thread.ts's pool): read one uploaded CSV or .xlsx with read-file.ts and
// answer the sheet or the refusal, so a large or hostile file (a zip bomb) never holds up the API's event loop.
// Plain JavaScript so that it starts the same under `tsx` (npm start), plain node and Vitest: it registers tsx
// itself, then loads the TypeScript reader once per thread.
import { register } from 'tsx/esm/api';

register();
const { readSheet } = await import('./read-file.ts');
const { Problem } = await import('../problem.ts');

// xlsxMaxBytes comes with each task: the thread's process.env is a copy taken when it started
export default async function read({ fileName, bytes, xlsxMaxBytes }) {
  try {
    return { sheet: await readSheet(fileName, Buffer.from(bytes), xlsxMaxBytes) };
  } catch (err) {
    if (err instanceof Problem)
      return { problem: { status: err.status, title: err.title, detail: err.detail, errors: err.errors } };
    throw err;
  }
}
