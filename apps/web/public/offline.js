/* global window */
// The offline page (offline.html) is shown at the address the user asked for: once the
// connection is back, that page is loaded again. A separate file: the CSP allows no inline script.
window.addEventListener('online', () => window.location.reload());
