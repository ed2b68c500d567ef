// The CPU a command and every process it starts used, by kind (Chromium's renderers, its browser process, Node test
// processes...). `/usr/bin/time` counts only children that are waited for, and Playwright's Chromium is not, so a
// browser test's CPU looked like a third of what it is. Linux only: samples /proc twice a second until the command
// ends. On a shared machine CPU seconds compare runs where wall time cannot.
//   npx tsx bench/tree-cpu.ts npx vitest run --project browser tests/browser/phone.test.ts
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** A process's parent and its user + system CPU so far, in seconds; null once it has gone. */
function stat(pid: number): { parent: number; cpu: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may hold spaces and brackets: the fields start after its last ')'
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function kindOf(pid: number): string | null {
  let args: string;
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return null;
  }
  if (!args) return null;
  const chromiumType = /chrom.*--type=([a-z-]+)/.exec(args);
  if (chromiumType) return `chromium ${chromiumType[1]}`;
  if (/chrom/.test(args.split(' ')[0])) return 'chromium browser process';
  if (/vitest\/dist\/workers|forks\.js|threads\.js/.test(args)) return 'vitest test process';
  if (/vitest/.test(args)) return 'vitest main process';
  return args.split(' ').slice(0, 2).join(' ').slice(0, 60);
}

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: tsx bench/tree-cpu.ts <command> [args...]');
const started = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
const cpu = new Map<number, number>();
const kinds = new Map<number, string>();

function sample(root: number) {
  const parents = new Map<number, number[]>();
  const cpuNow = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (!s) continue;
    cpuNow.set(pid, s.cpu);
    parents.set(s.parent, [...(parents.get(s.parent) ?? []), pid]);
  }
  for (const queue = [root]; queue.length;) {
    const pid = queue.pop()!;
    const kind = kindOf(pid);
    if (kind) kinds.set(pid, kind);
    cpu.set(pid, Math.max(cpu.get(pid) ?? 0, cpuNow.get(pid) ?? 0));
    queue.push(...(parents.get(pid) ?? []));
  }
}

const timer = setInterval(() => sample(child.pid!), 500);
child.on('exit', (code) => {
  clearInterval(timer);
  const byKind = new Map<string, number>();
  for (const [pid, seconds] of cpu)
    byKind.set(kinds.get(pid) ?? '?', (byKind.get(kinds.get(pid) ?? '?') ?? 0) + seconds);
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  const lines = [...byKind].sort((a, b) => b[1] - a[1]).map(([k, s]) => `${s.toFixed(1).padStart(8)} s  ${k}`);
  const wall = (Date.now() - started) / 1000;
  console.log(`\nCPU of the command and its processes: ${total.toFixed(1)} s in ${wall.toFixed(1)} s of wall time`);
  console.log(lines.join('\n'));
  process.exit(code ?? 1);
});
