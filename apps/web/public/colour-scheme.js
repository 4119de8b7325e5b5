/*
 * Paints the remembered colour scheme before the first frame, so a dark page never flashes white.
 * It runs before the app's bundle, which keeps it in step afterwards (src/lib/colour-scheme.ts,
 * same storage key and rule). A separate file because the Content-Security-Policy allows no
 * inline script.
 */
(function () {
  var scheme = 'system';
  try {
    scheme = window.localStorage.getItem('convene:colour-scheme') || 'system';
  } catch (error) {
    // Storage refused: follow the system.
  }
  var dark =
    scheme === 'dark' ||
    (scheme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
