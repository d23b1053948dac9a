// Runs before the first paint: applies the colour mode stored by the app (light, dark or system).
(function () {
  var mode = 'system';
  try {
    mode = localStorage.getItem('tinkerlabs:colour-mode') || 'system';
  } catch {
    /* storage may be blocked; fall back to the system setting */
  }
  var dark =
    mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
