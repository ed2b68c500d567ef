// Loaded into a server a bench starts (`node --import ./bench/process-diagnostics.ts`, see bench/servers.ts): what a
// request's tail may wait for inside the process — the event loop held by other work, garbage collection's pauses.
// Each SIGUSR2 appends the figures since the last one to BENCH_DIAG_FILE as a JSON line and starts afresh, so a bench
// signals once before a phase and once after it.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_DIAG_FILE;
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };
let gc: Record<string, { count: number; ms: number; longest: number }> = {};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
    const kind = KINDS[detail?.kind ?? 0] ?? 'other';
    const k = (gc[kind] ??= { count: 0, ms: 0, longest: 0 });
    k.count++;
    k.ms += entry.duration;
    k.longest = Math.max(k.longest, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const tenth = (x: number) => Math.round(x * 10) / 10;
process.on('SIGUSR2', () => {
  if (file)
    appendFileSync(
      file,
      `${JSON.stringify({
        pid: process.pid,
        loopDelayMs: {
          p50: ms(loop.percentile(50)),
          p95: ms(loop.percentile(95)),
          p99: ms(loop.percentile(99)),
          max: ms(loop.max),
        },
        gc: Object.fromEntries(
          Object.entries(gc).map(([kind, g]) => [kind, { count: g.count, ms: tenth(g.ms), longest: tenth(g.longest) }]),
        ),
      })}\n`,
    );
  loop.reset();
  gc = {};
});
