/* global document, requestAnimationFrame, setTimeout */
// Starts the scripts of a page the server rendered once the page has been painted
// (apps/api/src/plugins/web.ts writes this file's tag with the entry and the route's chunks).
// The page is readable from its HTML and stylesheets; on a slow network its scripts, which only
// make it interactive, would otherwise share the connection with them and its images.
(() => {
  // Until the app has taken the page over (main.tsx marks <html data-hydrated>), a form sent
  // would go out as the browser's own submission: held back, the tap is simply not yet answered.
  document.addEventListener(
    'submit',
    (event) => {
      if (!('hydrated' in document.documentElement.dataset)) event.preventDefault();
    },
    true,
  );
  // Its fields too: typed into before, they would not be the app's (styles.css holds the taps).
  for (const field of document.querySelectorAll('#root[data-ssr] :is(input, textarea)')) {
    if (field.readOnly) continue;
    field.readOnly = true;
    field.setAttribute('data-held', '');
  }
  const tag = document.currentScript;
  if (!tag) return;
  const entry = tag.getAttribute('data-entry');
  const chunks = (tag.getAttribute('data-chunks') ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame after the next one: the page has been painted by then.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
