// Vitest reporter: at the end of a run, the number of distinct test names, the wall time, each project's time and
// the slowest files, so a faster suite can be shown to have lost no case.
//
// A test's name is its file and full name with the database driver taken out: "record API on pg > creates…" and
// "record API on pglite > creates…" are one behaviour run on two stores, so running it on one store alone (with
// the PGlite parity suite walking every route) loses no name.
import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

const DRIVER = /\b(pglite|pg)\b/g;

/** The name a test counts under: file and full name, the driver generalised. */
export function distinctName(file: string, fullName: string): string {
  return `${file} > ${fullName.replace(DRIVER, '<driver>')}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SummaryReporter implements Reporter {
  private root = process.cwd();
  private started = Date.now();

  onInit(ctx: Vitest) {
    this.root = ctx.config.root;
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const names = new Set<string>();
    let cases = 0;
    const byProject = new Map<string, { files: number; ms: number; first: number; last: number }>();
    const files: { file: string; ms: number }[] = [];
    for (const m of modules) {
      const file = relative(this.root, m.moduleId);
      for (const t of m.children.allTests()) {
        cases++;
        names.add(distinctName(file, t.fullName));
      }
      const d = m.diagnostic();
      // a file's own time: importing it (and what it imports) plus its tests and hooks
      const ms = d.collectDuration + d.duration;
      const project = m.project.name || 'default';
      files.push({ file: `${file} (${project})`, ms });
      const p = byProject.get(project) ?? { files: 0, ms: 0, first: Infinity, last: 0 };
      p.files++;
      p.ms += ms;
      byProject.set(project, p);
    }
    const out: string[] = ['', 'Slowest files:'];
    for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10))
      out.push(`  ${seconds(f.ms).padStart(8)}  ${f.file}`);
    out.push('Projects (files, summed file time):');
    for (const [name, p] of [...byProject].sort())
      out.push(`  ${name.padEnd(10)} ${String(p.files).padStart(4)} files  ${seconds(p.ms)}`);
    out.push(`Distinct test names: ${names.size} (${cases} cases run)`);
    out.push(`Vitest wall time: ${seconds(Date.now() - this.started)}`);
    const t0 = Number(process.env.TEST_STARTED_AT);
    if (t0) out.push(`Wall time since \`npm test\` began (build included): ${seconds(Date.now() - t0)}`);
    process.stdout.write(`${out.join('\n')}\n`);
  }
}
