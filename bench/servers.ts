// Starting the servers a benchmark measures, as child processes.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';

let built = false;
/**
 * The engine as production runs it (`npm start`: compiled by tsc into dist/server, built afresh once per bench run);
 * a bench's own servers (floors) through tsx. BENCH_TSX=1 runs the engine through tsx too, as `npm run serve`.
 */
function entry(script: string): string[] {
  if (!script.startsWith('engine/') || process.env.BENCH_TSX) return ['--import', 'tsx', script];
  if (!built) execFileSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' });
  built = true;
  return [join('dist/server', script.replace(/\.ts$/, '.js'))];
}

/**
 * Start `script` with node itself (not npx, so that stopping the child stops the server); resolves once it says it is
 * ready.
 */
export function startServer(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=dir: write a CPU profile of each server on exit (open it in Chrome DevTools)
    const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    // BENCH_DIAG_FILE=path: the event loop's delay and garbage collection, on SIGUSR2 (bench/process-diagnostics.ts)
    const diag = process.env.BENCH_DIAG_FILE ? ['--import', './bench/process-diagnostics.ts'] : [];
    const child = spawn(process.execPath, [...prof, ...diag, ...entry(script)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      if (/running at|ready/.test(d.toString())) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
