// One Lighthouse run of one page in the system Chromium, with Lighthouse's default config: the
// mobile preset (a phone's screen, simulated slow 4G and a 4× slower CPU).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'seo'];

/** Chromium for every run; the caller kills it (`chrome.kill()`), on failure too. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    // The caller stops Chromium and the server together on Ctrl-C.
    handleSIGINT: false,
    logLevel: 'silent',
  });
}

/**
 * Lighthouse's result (LHR) for `page` on `base`. Lighthouse resets the origin's storage and
 * cache before each run (a first visit, as a phone opening a link sees it), which also drops
 * the browser's cookies: a signed-in page gets its session cookie on every request through
 * `extraHeaders` instead. A run that ends on another address (a guard sending the visitor to
 * /login, a page that redirects) fails: it measured a different page.
 */
export async function measurePage(chrome, base, page, { log = () => {} } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(chrome, base, page);
    } catch (error) {
      if (!(error instanceof TraceError) || attempt === TRACE_ATTEMPTS) throw error;
      log(`${error.message}; again (${attempt + 1}/${TRACE_ATTEMPTS})`);
    }
  }
}

/**
 * Lighthouse's own failures to record a run (NO_NAVSTART, NO_FCP…), which a busy machine
 * makes now and then; the page is measured again. A wrong page is not.
 */
class TraceError extends Error {}
const TRACE_ATTEMPTS = 3;

async function measureOnce(chrome, base, page) {
  const url = `${base}${page.path}`;
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse: no result for ${url}`);
  if (lhr.runtimeError) {
    throw new TraceError(`lighthouse: ${url}: ${lhr.runtimeError.code}`);
  }
  const landed = new URL(lhr.finalDisplayedUrl);
  if (`${landed.pathname}${landed.search}` !== page.path) {
    throw new Error(
      `lighthouse: ${page.path} ended on ${landed.pathname}${landed.search}` +
        (page.signedInAs ? ` (is the ${page.signedInAs}'s session accepted?)` : ''),
    );
  }
  return lhr;
}
