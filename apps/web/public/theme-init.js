/* global document */
// Applies the stored theme before the first paint so dark mode does not flash white.
// A file rather than an inline script so a strict Content-Security-Policy (script-src 'self') allows it.
try {
  if (localStorage.getItem('dashboardTheme') === 'dark') document.documentElement.dataset.theme = 'dark';
} catch {
  // Storage unavailable: the light default applies.
}
