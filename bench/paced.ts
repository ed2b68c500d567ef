// Driving a server with autocannon, flooded or paced, for the benchmarks (bench/load.ts, bench/charts.ts).
import autocannon from 'autocannon';

export interface Load {
  name: string;
  connections: number;
  opts: Partial<autocannon.Options>;
}
export interface Result {
  name: string;
  latencies: number[];
  errors: number;
  rps: number;
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

/**
 * One autocannon instance: every client sends its next request as soon as the last is answered (a flood), unless opts
 * pace it.
 */
export function run(url: string, load: Load, seconds: number): Promise<Result> {
  return new Promise((resolve) => {
    const latencies: number[] = [];
    let errors = 0;
    const instance = autocannon(
      { url, connections: load.connections, duration: seconds, ...load.opts },
      (_err, result) =>
        resolve({
          name: load.name,
          latencies,
          errors: errors + (result?.errors ?? 0),
          rps: latencies.length / seconds,
        }),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      if (status >= 400) errors++;
      else latencies.push(time);
    });
  });
}

/** Several autocannon instances run at once, as one result (their rates add up). */
export const atOnce = (name: string, each: Result[]): Result => ({
  name,
  latencies: each.flatMap((x) => x.latencies),
  errors: each.reduce((n, x) => n + x.errors, 0),
  rps: each.reduce((n, x) => n + x.rps, 0),
});

/**
 * `load.connections` people each sending `rate` requests a second. autocannon's rate is per connection
 * and resets on each connection's own one-second timer, so fifty connections in one instance fire
 * together; here each client is its own one-connection instance started at a random point in the
 * second: people working out of step, not all their requests landing in the same millisecond.
 */
export async function paced(url: string, load: Load, rate: number, seconds: number): Promise<Result> {
  const client = () =>
    new Promise<Result>((resolve) =>
      setTimeout(
        () => resolve(run(url, { ...load, connections: 1, opts: { ...load.opts, connectionRate: rate } }, seconds)),
        Math.random() * 1000,
      ),
    );
  return atOnce(load.name, await Promise.all(Array.from({ length: load.connections }, client)));
}
