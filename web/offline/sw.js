// The app shell offline: the built page, its scripts, styles and fonts are kept when the worker installs, so the app
// opens with no connection after one visit. The API is never cached here: records are personal data (the server says
// no-store) and a stale answer would be worse than none; what is written offline waits in the page's own encrypted
// send queue (web/src/offline). Hand-written, not Workbox: decision 0720 says why. web/build/appShellWorker.ts fills in
// BUILD and SHELL when it writes this file into the build.
const BUILD = '__BUILD__';
const SHELL = ['__SHELL__'];
const CACHE = `care-shell-${BUILD}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/index.html', ...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

// An older build's shell goes once this one is in charge; the page's IndexedDB (drafts, the send queue) is not ours
// and stays, so an update never loses what waits to be sent.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('care-shell-') && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // the network first, so a deploy shows at once; the kept page only when there is no connection
    event.respondWith(fetch(request).catch(() => caches.match('/index.html', { cacheName: CACHE })));
    return;
  }
  // built files carry their content's hash in the name: a kept copy is always the right one
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname))
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});
