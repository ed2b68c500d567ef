// Starting the servers a benchmark measures, as child processes.
import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Start `script` with node itself (not npx, so that stopping the child stops the server); resolves once it says it is
 * ready.
 */
export function startServer(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=dir: write a CPU profile of each server on exit (open it in Chrome DevTools)
    const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...prof, '--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      if (/running at|ready/.test(d.toString())) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
