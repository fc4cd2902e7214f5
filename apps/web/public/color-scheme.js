/* global document, matchMedia */
// Runs before the app: the saved theme (or the device's) is set at once, so a dark page never flashes white.
try {
  var saved = localStorage.getItem('mantine-color-scheme-value');
  var dark = saved === 'dark' || (saved !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch {
  // Storage blocked: the app sets the theme itself a moment later.
}
