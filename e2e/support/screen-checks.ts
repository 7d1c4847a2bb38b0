import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface Screen {
  name: string;
  path: string;
  /**
   * Console errors this screen is expected to log: the browser's own line for an API answer
   * the screen asked for on purpose (an invalid link's 400 or 404).
   */
  expectedConsoleErrors?: RegExp;
  /** A test id that must be in full view, without scrolling the page, at every width. */
  inView?: string;
}

export type Locale = 'tr' | 'en';

/** The phone and tablet widths every screen must fit without scrolling sideways. */
export const NARROW_WIDTHS = [360, 390, 768] as const;
const DESKTOP = { width: 1366, height: 800 };

/** WCAG 2.1 A and AA rules; a serious or critical finding fails the screen. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

let ipCounter = 0;

/** A browser context in the given language, signed in as `email` when given. */
export async function screenContext(
  browser: Browser,
  locale: Locale,
  login?: { email: string; password: string },
): Promise<BrowserContext> {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const context = await browser.newContext({
    baseURL,
    locale: locale === 'tr' ? 'tr-TR' : 'en-GB',
    timezoneId: 'Europe/Istanbul',
    viewport: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': `10.70.${++ipCounter % 250}.${(Date.now() % 200) + 1}` },
  });
  await context.addInitScript((language) => localStorage.setItem('language', language), locale);
  if (login) {
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: login,
      headers: { origin: baseURL },
    });
    expect(signIn.ok()).toBe(true);
  }
  return context;
}

/** Waits until the screen shows its content: a heading in <main>, no loader or skeleton left. */
async function settle(page: Page) {
  await page.locator('main').locator('h1, h2, h3').first().waitFor({ timeout: 15_000 });
  await expect(page.locator('main .mantine-Loader-root:visible')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(
    page.locator('main .mantine-Skeleton-root[data-visible="true"]:visible'),
  ).toHaveCount(0, {
    timeout: 15_000,
  });
}

async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === DESKTOP.width ? DESKTOP.height : 844 });
  // A resize re-renders responsive parts (Mantine's media hooks): let them settle.
  await page.waitForTimeout(150);
  return page.evaluate(() => {
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth <= window.innerWidth) return null;
    // The widest elements that stick out, to name the culprit in the failure.
    const culprits: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.right <= window.innerWidth + 0.5 || box.width === 0) continue;
      let clipped = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
      }
      if (!clipped)
        culprits.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
    }
    return `${scrollWidth} px wide; sticking out: ${culprits.slice(-3).join(', ')}`;
  });
}

/** Whether the element with this test id lies within the window, the page scrolled to its top. */
async function outOfView(page: Page, testId: string): Promise<string | null> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return `${testId} is missing`;
  if (box.y + box.height <= viewport.height + 0.5) return null;
  return `${testId} ends at ${Math.round(box.y + box.height)} px, below the fold (${viewport.height} px)`;
}

/**
 * Mantine's tabs and buttons that lost their padding: a component's sheet loaded before the
 * sheet of the primitive it is built on (UnstyledButton's `padding: 0`) shows them crushed.
 */
async function crushedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.mantine-Tabs-tab, .mantine-Button-root'))
      // A button asked for no padding (`px={0}`: an inline style) is meant to have none.
      .filter((element) => !/padding/.test(element.getAttribute('style') ?? ''))
      .filter((element) => parseFloat(getComputedStyle(element).paddingLeft) === 0)
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()}> "${element.textContent?.trim()}"`),
  );
}

async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `axe ${violation.impact} ${violation.id} (${violation.nodes.length}): ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} – ${node.failureSummary?.split('\n')[1] ?? ''}`)
          .join('; '),
    );
}

/**
 * Visits every screen in one language: axe at desktop width, then no horizontal overflow at
 * 360, 390, 768 and 1366 px (and the screen's `inView` element above the fold at each), no
 * tab or button without its padding, and no console error or uncaught exception on the way. Returns every
 * problem, each naming the screen, the language and (for overflow) the width.
 */
export async function checkScreens(
  context: BrowserContext,
  locale: Locale,
  screens: Screen[],
): Promise<string[]> {
  const problems: string[] = [];
  // Each problem is also printed when found: a run that times out still tells what it saw.
  const note = (problem: string) => {
    console.log(`screen problem: ${problem}`);
    problems.push(problem);
  };
  const page = await context.newPage();
  let current = '';
  let expected: RegExp | undefined;
  page.on('console', (message) => {
    if (message.type() !== 'error' || expected?.test(message.text())) return;
    note(`${current}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`${current}: uncaught ${error.message}`));
  const shotsDir = process.env.SCREEN_SHOTS;
  for (const screen of screens) {
    current = `${screen.name} (${screen.path}, ${locale})`;
    expected = screen.expectedConsoleErrors;
    await page.setViewportSize(DESKTOP);
    await page.goto(screen.path);
    try {
      await settle(page);
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0] ?? '';
      note(`${current}: did not finish loading (${reason})`);
      if (shotsDir)
        await page.screenshot({ path: `${shotsDir}/${locale}-${screen.name}-stuck.png` });
      continue;
    }
    for (const problem of await axeProblems(page)) note(`${current}: ${problem}`);
    for (const control of await crushedControls(page)) {
      note(`${current}: ${control} has no padding (a Mantine sheet out of order)`);
    }
    for (const width of [...NARROW_WIDTHS, DESKTOP.width]) {
      const overflow = await overflowAt(page, width);
      if (overflow) note(`${current} at ${width} px: ${overflow}`);
      if (screen.inView) {
        const hidden = await outOfView(page, screen.inView);
        if (hidden) note(`${current} at ${width} px: ${hidden}`);
      }
      if (shotsDir) {
        await page.screenshot({ path: `${shotsDir}/${locale}-${screen.name}-${width}.png` });
      }
    }
  }
  await page.close();
  return problems;
}
