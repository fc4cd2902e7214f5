/**
 * Lighthouse (performance and accessibility, desktop preset) on Login, Today's List and Reports with data, as a
 * user flow in Debian's Chromium driven by the puppeteer-core that lighthouse brings. Reads a job (JSON file named
 * on the command line: base URL, the session's Cookie header, the Chromium path and a Reports filter) and prints one
 * JSON line: [{ name, performance, accessibility, note? }].
 *
 * lighthouse is optional (lighthouse 13 needs Node 22; 12.x runs on Node 20): the bench only runs this file when
 * node_modules/lighthouse exists, and imports it by a name TypeScript does not resolve.
 */
import fs from 'node:fs';

interface Job {
  base: string;
  cookie: string;
  chromium: string;
  reports: { startDate: string; endDate: string; vendor: string };
}

interface Category {
  score: number | null;
  auditRefs?: { id: string; weight: number }[];
}
interface Lhr {
  categories: Record<string, Category | undefined>;
  audits: Record<string, { score: number | null } | undefined>;
}
interface FlowStep {
  name: string;
  lhr: Lhr;
}
interface UserFlow {
  navigate(url: string, options?: { name?: string; flags?: Record<string, unknown> }): Promise<void>;
  startTimespan(options?: { name?: string }): Promise<void>;
  endTimespan(): Promise<void>;
  snapshot(options?: { name?: string }): Promise<void>;
  createFlowResult(): Promise<{ steps: FlowStep[] }>;
}
interface Page {
  setCookie(...cookies: { name: string; value: string; url: string; httpOnly?: boolean }[]): Promise<void>;
  evaluate<A>(fn: (arg: A) => unknown, arg: A): Promise<unknown>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
  click(selector: string): Promise<void>;
}
interface Browser {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
interface LighthouseModule {
  startFlow(page: Page, options: { config?: unknown; flags?: Record<string, unknown> }): Promise<UserFlow>;
}
interface PuppeteerModule {
  default: { launch(options: Record<string, unknown>): Promise<Browser> };
}

const job = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as Job;
const load = <T>(name: string) => import(name) as Promise<T>;
const lighthouse = await load<LighthouseModule>('lighthouse');
const desktop = await load<{ default: unknown }>('lighthouse/core/config/desktop-config.js');
const puppeteer = await load<PuppeteerModule>('puppeteer-core');

const browser = await puppeteer.default.launch({
  executablePath: job.chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

/** Fills the Reports filter as a person would (React sees input events) and searches; waits for result rows. */
async function searchReports(page: Page): Promise<void> {
  await page.waitForSelector('form[aria-label="Search reports"]', { timeout: 30_000 });
  await page.evaluate(
    (values: Record<string, string>) => {
      // React tracks the value property: set it through the prototype's setter, then announce the input.
      const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      for (const [label, value] of Object.entries(values)) {
        const element = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label));
        const input = element?.control;
        if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`);
        descriptor?.set?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    { 'Start Date': job.reports.startDate, 'End Date': job.reports.endDate, Vendor: job.reports.vendor },
  );
  await page.click('form[aria-label="Search reports"] button[type="submit"]');
  await page.waitForSelector('table tbody tr', { timeout: 60_000 });
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
/** The weighted accessibility audits a page fails, so a score below 100 says what to fix. */
const failedAccessibility = (lhr: Lhr) =>
  (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
const failures = (lhr: Lhr) => {
  const failed = failedAccessibility(lhr);
  return failed.length > 0 ? { note: `accessibility fails: ${failed.join(', ')}` } : {};
};

try {
  const page = await browser.newPage();
  const flow = await lighthouse.startFlow(page, {
    config: desktop.default,
    flags: { onlyCategories: ['performance', 'accessibility'] },
  });
  await flow.navigate(`${job.base}/login`, { name: 'Login' });
  const cookies = job.cookie.split('; ').map((pair) => {
    const [name = '', ...rest] = pair.split('=');
    return { name, value: rest.join('='), url: job.base, httpOnly: name === 'fd_session' };
  });
  await page.setCookie(...cookies);
  // Signed in: these navigations keep the session cookie (and so the browser's cache, as after a real sign-in).
  const signedIn = { flags: { disableStorageReset: true } };
  await flow.navigate(`${job.base}/today-list`, { name: "Today's List", ...signedIn });
  await flow.navigate(`${job.base}/reports`, { name: 'Reports (page load)', ...signedIn });
  let searched = true;
  try {
    await flow.startTimespan({ name: 'Reports search' });
    await searchReports(page);
    await flow.endTimespan();
    await flow.snapshot({ name: 'Reports with data' });
  } catch {
    searched = false;
  }
  const { steps } = await flow.createFlowResult();
  const find = (name: string) => steps.find((step) => step.name === name)?.lhr;
  const results: { name: string; performance: number; accessibility: number; note?: string }[] = [];
  for (const name of ['Login', "Today's List"]) {
    const lhr = find(name);
    if (lhr)
      results.push({
        name,
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        ...failures(lhr),
      });
  }
  const reportsLoad = find('Reports (page load)');
  const reportsData = find('Reports with data');
  if (reportsLoad) {
    results.push({
      name: 'Reports with data',
      performance: score(reportsLoad, 'performance'),
      accessibility: reportsData ? score(reportsData, 'accessibility') : score(reportsLoad, 'accessibility'),
      note: searched
        ? "performance: page load; accessibility: after searching a month of the big vendor's trips"
        : 'the search step failed: both from the page load',
    });
  }
  process.stdout.write(`${JSON.stringify(results)}\n`);
} finally {
  await browser.close();
}
