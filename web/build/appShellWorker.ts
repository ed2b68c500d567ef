// Writes the service worker (web/offline/sw.js) into the build with the list of files that make the app shell, so
// the app opens offline after one visit. Only what a shift's offline forms load is kept: the first script and what it
// imports, and the chunks of the screens that open with no connection (below) with theirs. Every other screen needs
// the API anyway, and the budget for the kept shell is 600 KB gzip. Decision 0720.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The screens that open offline (web/src/…): where the app lands, the offline forms, and the send queue's own. */
export const OFFLINE_SCREENS = [
  'pages/DashboardPage.tsx',
  'pages/LoginPage.tsx',
  'pages/young-person/YoungPersonLayout.tsx',
  'pages/young-person/RecordRoutes.tsx',
  'pages/RecordRoutes.tsx',
  'records/index.ts',
  'offline/SendQueueBanner.tsx',
  'offline/queueRuntime.ts',
  'offline/WaitingToSendPage.tsx',
  'offline/CompareVersionsPage.tsx',
];

/** The kept chunks: the entry and the offline screens, with every chunk and style they import statically. */
export function keptFiles(bundle: Rolldown.OutputBundle, srcRoot: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const screens = new Set(OFFLINE_SCREENS.map((s) => join(srcRoot, s)));
  const roots = chunks.filter((c) => c.isEntry || (c.facadeModuleId && screens.has(c.facadeModuleId)));
  const kept = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (kept.has(file) || chunk?.type !== 'chunk') return;
    // a chunk that is only styles has an empty script, which Vite drops: a missing file would fail the install
    if (chunk.code.trim()) kept.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) kept.add(asset);
    chunk.imports.forEach(visit);
  };
  roots.forEach((c) => visit(c.fileName));
  // fonts are referenced by the styles, not by a chunk: kept with them
  for (const [file, out] of Object.entries(bundle)) if (out.type === 'asset' && /\.woff2?$/.test(file)) kept.add(file);
  return [...kept];
}

export function appShellWorker(webRoot: string): Plugin {
  return {
    name: 'care-app-shell-worker',
    apply: 'build',
    // after Vite's own plugins, which drop the empty script of a chunk that is only styles
    enforce: 'post',
    generateBundle(_options, bundle) {
      const publicFiles = readdirSync(join(webRoot, 'public'));
      const shell = [...keptFiles(bundle, join(webRoot, 'src')), ...publicFiles].map((f) => `/${f}`).sort();
      const build = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(join(webRoot, 'offline', 'sw.js'), 'utf8')
        .replace("'__BUILD__'", JSON.stringify(build))
        .replace("['__SHELL__']", JSON.stringify(shell));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
