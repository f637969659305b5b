/**
 * Lighthouse (mobile preset: the default config, simulated slow 4G and a 4× slower CPU) on the
 * storefront's key pages, served by the built server. Chromium is Debian's (`CHROME_PATH`),
 * started here with a debugging port for Lighthouse to drive (DESIGN §10: lighthouse runs on
 * Node 20 despite its engine warning). Each page is audited RUNS times and the run with the
 * median performance score is reported, as Lighthouse CI does (a single run on a shared 2-core
 * machine moved by ±10 points); the other runs' scores are printed beside it. The server is
 * asked for each page once first, so the audit measures the page, not the server's first hit.
 * The SEO category is audited too: each of these pages must score SEO_TARGET, and the report
 * names the failing audits of any that does not (`seoFailures`, which makes the bench fail).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { freePort } from '../e2e/support/server';

export const LIGHTHOUSE_PAGES = ['/home', '/searchResult?skw=水质检测', '/home/goodsdetail?id=1'];

/** Runs per page: Lighthouse CI's default. */
export const RUNS = 3;
/** What a search engine reads of these pages (robots.txt, title, description, links, status) has no excuse to miss. */
export const SEO_TARGET = 100;

export interface LighthouseResult {
  page: string;
  /** Category scores, 0–100: those of the median run. */
  performance: number;
  /** Every run's performance score, in the order run. */
  runs: number[];
  accessibility: number;
  seo: number;
  /** The SEO audits that failed (their ids), in the median run. */
  seo_failed: string[];
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
}

async function waitForDebugger(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chromium opened no debugging port ${port} within ${timeoutMs} ms`);
}

/** One Lighthouse run of one page. */
async function audit(port: number, url: string, path: string): Promise<Omit<LighthouseResult, 'runs'>> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    locale: 'en-US',
  });
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const seoFailed = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    page: path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    seo_failed: seoFailed,
    lcp_ms: Math.round(metric('largest-contentful-paint')),
    tbt_ms: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
  };
}

/** Runs Lighthouse on each path of `baseURL`, one after the other in one Chromium. */
export async function runLighthouse(baseURL: string, paths = LIGHTHOUSE_PAGES): Promise<LighthouseResult[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'tic-lighthouse-'));
  const chrome = spawn(
    CHROME_PATH,
    [...CHROME_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger(port);
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const url = baseURL + encodeURI(path);
      await fetch(url).then((res) => res.arrayBuffer());
      const runs: Omit<LighthouseResult, 'runs'>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url, path));
      const median = [...runs].sort((a, b) => a.performance - b.performance)[RUNS >> 1]!;
      results.push({ ...median, runs: runs.map((r) => r.performance) });
    }
    return results;
  } finally {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      const exited = once(chrome, 'exit');
      chrome.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing to the profile for a moment; a profile
    // left in the temporary directory is not worth the bench's results
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${(error as Error).message}`);
    }
  }
}

/** Terminal columns: CJK characters take two. */
const columns = (text: string): number =>
  [...text].reduce((n, ch) => n + (/[\u2e80-\uffef]/.test(ch) ? 2 : 1), 0);
const padEnd = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - columns(text)));

export function printLighthouse(results: LighthouseResult[]): void {
  console.log(`\nstorefront Lighthouse (mobile preset, simulated throttling; the median of ${RUNS} runs)`);
  const widths = [34, 12, 14, 5, 9, 9, 7, 12];
  const line = (cells: Array<string | number>) =>
    cells.map((c, i) => (i === 0 ? padEnd(String(c), widths[i]) : String(c).padStart(widths[i]))).join(' ');
  console.log(line(['page', 'performance', 'accessibility', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'runs']));
  for (const r of results) {
    console.log(
      line([r.page, r.performance, r.accessibility, r.seo, r.lcp_ms, r.tbt_ms, r.cls, r.runs.join('/')]),
    );
  }
  for (const failure of seoFailures(results)) console.log(`FAIL ${failure}`);
}

/** A line per page below SEO_TARGET, naming its failing audits; none when all are there. */
export function seoFailures(results: LighthouseResult[]): string[] {
  return results
    .filter((r) => !(r.seo >= SEO_TARGET))
    .map((r) => `SEO ${r.seo} < ${SEO_TARGET} on ${r.page}: ${r.seo_failed.join(', ') || 'no audit named'}`);
}
