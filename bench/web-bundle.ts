// Initial-load weight of the built web app: the JS and CSS that web/dist/index.html pulls in
// (its module script, stylesheets and modulepreloads), gzip-compressed as a server would send them.
// Lazy route chunks are listed separately. Run: npx tsx bench/web-bundle.ts  (after npm run build:web)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));
const BUDGET_JS_KB = 350;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist/index.html not found: run `npm run build:web` first.');
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];

const initial = new Set<string>();
for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
  const src = attr(tag, 'src');
  if (src) initial.add(src);
}
for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
  const rel = attr(tag, 'rel');
  const href = attr(tag, 'href');
  if (href && (rel === 'stylesheet' || rel === 'modulepreload')) initial.add(href);
}

const local = (url: string) => join(dist, url.replace(/^\//, '').split('?')[0]);
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let js = 0;
let css = 0;
console.log('Initial load (gzip):');
for (const url of initial) {
  const path = local(url);
  if (!existsSync(path)) continue; // e.g. an absolute URL
  const size = gz(path);
  if (url.endsWith('.css')) css += size;
  else js += size;
  console.log(`  ${url.padEnd(48)} ${kb(size)}`);
}
console.log(`Initial JS:  ${kb(js)} (budget ${BUDGET_JS_KB} KB)`);
console.log(`Initial CSS: ${kb(css)}`);

const assets = join(dist, 'assets');
const lazy = readdirSync(assets)
  .filter((f) => f.endsWith('.js') && !initial.has(`/assets/${f}`))
  .map((f) => ({ f, size: gz(join(assets, f)) }))
  .sort((a, b) => b.size - a.size);
const lazyTotal = lazy.reduce((n, c) => n + c.size, 0);
console.log(`Lazy chunks: ${lazy.length}, ${kb(lazyTotal)} in all; largest:`);
for (const { f, size } of lazy.slice(0, 8)) console.log(`  ${f.padEnd(48)} ${kb(size)}`);

if (js > BUDGET_JS_KB * 1024) {
  console.error(`Initial JS is over the ${BUDGET_JS_KB} KB budget.`);
  process.exitCode = 1;
}
