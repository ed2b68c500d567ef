// Apply the remembered theme and contrast before first paint, so there is no flash.
// A file, not an inline script, so a strict Content-Security-Policy still allows it.
// Keys must match web/src/storage-keys.ts.
(function () {
  try {
    var root = document.documentElement;
    if (localStorage.getItem('themeMode') === 'dark') root.classList.add('dark');
    if (localStorage.getItem('contrastMode') === 'high') root.classList.add('high-contrast');
  } catch (e) {
    /* storage blocked: defaults apply */
  }
})();
