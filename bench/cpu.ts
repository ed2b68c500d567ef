// CPU time spent by a process, by PostgreSQL's processes, and by the whole machine (Linux /proc), so
// a benchmark can say what each request cost, which is steadier than throughput on a shared machine.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processTicks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0; // the process ended meanwhile
  }
}

/** Ticks of a process and its children (API_PROCESSES forks the API processes from one primary). */
function treeTicks(pid: number): number {
  let total = processTicks(pid);
  for (const child of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) total += treeTicks(Number(child));
    } catch {
      /* gone */
    }
  }
  return total;
}

/**
 * CPU milliseconds a process and its children have spent so far, the ended ones included (a PostgreSQL cluster: its
 * postmaster, whose backends come and go with the pools).
 */
export function processTreeMs(pid: number): number {
  let ended = 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ended = Number(fields[13]) + Number(fields[14]); // cutime + cstime: children waited for
  } catch {
    /* gone */
  }
  return (treeTicks(pid) + ended) * TICK_MS;
}

/** Ticks of each PostgreSQL process now (backends come and go with connection pools). */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ticks.set(pid, processTicks(pid));
    } catch {
      /* gone */
    }
  }
  return ticks;
}

/** What PostgreSQL's processes spent between two readings (a new process counts from zero). */
function postgresSpent(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, t] of after) total += t - (before.get(pid) ?? 0);
  return total;
}

function machineBusyTicks(): number {
  const [, ...n] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = n;
  return user + nice + system + irq + softirq + steal;
}

/** Start counting; the returned function gives CPU milliseconds spent since (server: the process and its
 * children; tool: this process, the load tool). */
export function cpuSince(serverPid: number) {
  const start = {
    server: treeTicks(serverPid),
    db: postgresTicks(),
    tool: processTicks(process.pid),
    machine: machineBusyTicks(),
  };
  return () => ({
    server: (treeTicks(serverPid) - start.server) * TICK_MS,
    db: postgresSpent(start.db, postgresTicks()) * TICK_MS,
    tool: (processTicks(process.pid) - start.tool) * TICK_MS,
    machine: (machineBusyTicks() - start.machine) * TICK_MS,
  });
}
