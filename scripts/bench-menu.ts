/**
 * Benchmark of the public menu page (prints figures; not a test).
 *   NEXT_DIST_DIR=.next-menu npm run bench:menu      (after `next build` into that dir; default dir .next)
 *
 * Starts the embedded DB and the built app, seeds a 150-item menu with images (stored through lib/uploads), then, in
 * one run with the same autocannon settings on loopback:
 *   - requests/s of GET /m/{username} vs a bare Node http server answering the same bytes (and the ratio). Both are
 *     asked with a phone's `Accept-Encoding: gzip, br`; the bare server sends the app's compressed answer (compressed
 *     once, up front) with the same encoding and content headers;
 *   - the same for a small static page (/terms): the framework's own floor for that ratio;
 *   - gzipped size of the HTML and of the route's first-load JS (the module <script src> chunks the HTML references),
 *     and how much of that JS a page with no client code of its own already loads (the Next + React runtime);
 *   - the scripts the cart form, the search, the filter and a branch's map load when first reached for (in Chromium);
 *   - the Lighthouse mobile scores (median of several runs, and each run's figures) when the `lighthouse` package is
 *     installed; with BENCH_VERBOSE=1 each run's report is kept in /tmp/bench-menu-lighthouse-N.json and a line per run
 *     tells what finished before the observed LCP paint (what Lighthouse's simulated LCP then counts); each run also
 *     prints Lighthouse's benchmarkIndex (how fast this machine is, so figures from two machines can be compared) and
 *     its long tasks with what ran in them (parsing the HTML, scripts, style and layout…).
 * The browser is the tests' (scripts/lib/test-browser.ts), installed with apt-get when missing.
 * Options (env): BENCH_CONNECTIONS (default 20), BENCH_SECONDS (default 10), BENCH_LIGHTHOUSE_RUNS (default 5).
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { deferredRuntimeUrls } from '../server/defer-runtime-scripts';
import { startSeededBenchApp } from './lib/bench-seed';
import { runMain } from './lib/run-main';
import { median } from './lib/stats';
import { testBrowserPath } from './lib/test-browser';
import { describeLongTasks } from './lib/lighthouse-tasks';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// A fresh short name each run, so the figures of one run never mix with another's in logs.
const USERNAME = `bench${Date.now().toString(36)}`;

/** The part of autocannon's result this script reads (the package ships no types). */
type CannonResult = {
  requests: { average: number; total: number };
  throughput: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
};
/** What a phone sends: both servers are measured with this header, and both answer with compressed bytes. */
const ACCEPT_ENCODING = 'gzip, br';
type Cannon = (opts: object, cb: (err: Error | null, res: CannonResult) => void) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon: Cannon = require('autocannon');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function cannon(url: string): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1, headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

/** One raw GET (no decompression): status, headers and the bytes as sent on the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Module <script src> of an HTML page (the noModule polyfills are never loaded by browsers that run modules), and the
 * runtime scripts the public menu's loader adds after the first paint (server/defer-runtime-scripts.ts).
 */
function moduleScripts(html: string): string[] {
  const srcs = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1]))
    .map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1])
    .filter((src): src is string => Boolean(src));
  return [...new Set([...srcs, ...deferredRuntimeUrls(html)])];
}

async function jsSize(base: string, srcs: string[], verbose: boolean): Promise<{ raw: number; gz: number }> {
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const buf = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const g = zlib.gzipSync(buf).length;
    raw += buf.length;
    gz += g;
    if (verbose) console.log(`  ${src}  ${kb(buf.length)} raw, ${kb(g)} gz`);
  }
  return { raw, gz };
}

type LighthouseAudit = { displayValue?: string; numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };
type LighthouseResult = {
  lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, LighthouseAudit>; environment?: { benchmarkIndex?: number } };
  artifacts?: Parameters<typeof describeLongTasks>[0];
};

/**
 * What Lighthouse's simulated LCP (Lantern) was built from in one run: every request that finished before the observed
 * (unthrottled) LCP paint is replayed on the simulated phone network, so scripts and fonts that beat the header image's
 * paint on loopback cost the phone their full download.
 */
function beforeLcp(a: Record<string, LighthouseAudit>): string {
  const m = (a.metrics?.details?.items?.[0] ?? {}) as Record<string, number>;
  const lcp = m.observedLargestContentfulPaint;
  const reqs = (a['network-requests']?.details?.items ?? []) as Array<{ resourceType?: string; networkEndTime: number; transferSize: number }>;
  const done = (type: string) => reqs.filter((r) => r.resourceType === type && r.networkEndTime <= lcp);
  const sum = (rs: typeof reqs) => `${rs.length} (${kb(rs.reduce((t, r) => t + r.transferSize, 0))})`;
  return `observed FCP ${Math.round(m.observedFirstContentfulPaint)} ms, LCP ${Math.round(lcp)} ms; finished before it: scripts ${sum(done('Script'))}, fonts ${sum(done('Font'))}`;
}

/** Lighthouse mobile performance score, when the package is installed (it is optional, never installed by this script). */
async function lighthouseScore(url: string): Promise<void> {
  let lighthouse: (url: string, flags: object) => Promise<LighthouseResult | undefined>;
  let chromeLauncher: { launch(o: object): Promise<{ port: number; kill(): Promise<void> | void }> };
  try {
    lighthouse = (await import('lighthouse' as string)).default;
    chromeLauncher = await import('chrome-launcher' as string);
  } catch {
    console.log('lighthouse not installed');
    return;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: testBrowserPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // Lighthouse's simulated mobile score moves with the machine's load: several runs, the median of each figure.
    const runs: Array<{ perf: number; a11y: number; lcp: number; tbt: number; cls: number; fcp: number; why: string; benchmarkIndex: number; tasks: string[] }> = [];
    // Every run is a diner's first visit: Lighthouse clears the HTTP cache before each run but by default keeps the
    // origin's localStorage, where the menu notes that this device has Cairo's files cached (components/menu/
    // MenuFonts.tsx) and, for a menu in two languages, the diner's language. Kept, runs 2–5 would be a visit with that
    // note and a cold cache, which no diner has; cleared with the rest.
    const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile', clearStorageTypes });
      if (!result) continue;
      const c = result.lhr.categories;
      const a = result.lhr.audits;
      if (process.env.BENCH_VERBOSE) fs.writeFileSync(`/tmp/bench-menu-lighthouse-${i}.json`, JSON.stringify(result.lhr));
      runs.push({
        perf: Math.round((c.performance?.score ?? 0) * 100),
        a11y: Math.round((c.accessibility?.score ?? 0) * 100),
        fcp: a['first-contentful-paint']?.numericValue ?? NaN,
        lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: a['total-blocking-time']?.numericValue ?? NaN,
        cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
        why: beforeLcp(a),
        benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
        tasks: await describeLongTasks(result.artifacts),
      });
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const col = (k: 'perf' | 'lcp' | 'tbt' | 'cls' | 'fcp', f: (x: number) => string) => `${f(median(runs.map((r) => r[k])))} (runs ${runs.map((r) => f(r[k])).join(', ')})`;
    console.log(`lighthouse (mobile, simulated throttling), medians of ${runs.length} runs, accessibility ${median(runs.map((r) => r.a11y))}:`);
    console.log(`  performance ${col('perf', String)}`);
    console.log(`  LCP ${col('lcp', s)}`);
    console.log(`  FCP ${col('fcp', s)}`);
    console.log(`  TBT ${col('tbt', (x) => `${Math.round(x)} ms`)}`);
    console.log(`  CLS ${col('cls', (x) => x.toFixed(3))}`);
    console.log(`  benchmarkIndex ${Math.round(median(runs.map((r) => r.benchmarkIndex)))} (runs ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}): Lighthouse's measure of this machine's speed`);
    runs.forEach((r, i) => {
      console.log(`  run ${i}: TBT ${Math.round(r.tbt)} ms; tasks of 12.5 ms or more as observed here (×4 on the simulated phone):`);
      for (const task of r.tasks) console.log(`    ${task}`);
    });
    if (process.env.BENCH_VERBOSE) runs.forEach((r, i) => console.log(`  run ${i}: LCP ${s(r.lcp)}: ${r.why}`));
  } catch (err) {
    console.log(`lighthouse failed: ${(err as Error).message}`);
  } finally {
    await chrome.kill();
  }
}

/**
 * What the menu page loads only when the diner reaches for it (components/menu/on-demand.tsx): the cart form, the
 * search, the filter and a branch's map, measured in a browser at 390 px: the scripts each first tap adds, gzipped.
 * Service workers are blocked, so the offline copy's early fetch of the first three (OfflineSupport) does not mix them.
 */
async function onDemandScripts(pageUrl: string): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: testBrowserPath() });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    let added: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && added.push(r.url()));
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const taps: [string, () => Promise<unknown>][] = [
      ['cart form', () => page.locator('[data-testid="menu-item"] button').first().click().then(() => page.locator('[data-testid="item-dialog"] form').waitFor())],
      // The field comes with the page; the results' list is what loads.
      ['search', () => page.keyboard.press('Escape').then(() => page.getByTestId('menu-search-open').click()).then(() => page.locator('[role="search"] ul').waitFor({ state: 'attached' }))],
      ['filter', () => page.getByTestId('menu-filter-open').click().then(() => page.locator('#menu-filter-title').waitFor())],
      ['branch map', () => page.getByTestId('branches-toggle').click().then(() => page.getByTestId('branch-map').first().waitFor())],
    ];
    const parts: string[] = [];
    for (const [name, tap] of taps) {
      added = [];
      await tap();
      await page.waitForLoadState('networkidle');
      const bodies = await Promise.all(added.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
      parts.push(`${name} ${kb(bodies.reduce((sum, b) => sum + zlib.gzipSync(b).length, 0))} gzipped (${bodies.length} chunks)`);
    }
    console.log(`loaded when reached for, not with the page: ${parts.join(', ')}`);
  } catch (err) {
    console.log(`on-demand scripts not measured: ${(err as Error).message.split('\n')[0]}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  const stops: Array<() => Promise<unknown>> = [];
  try {
    const { app, menuId, stop } = await startSeededBenchApp('qrmenu_bench', USERNAME);
    stops.push(stop);
    const pageUrl = `${app.url}/m/${USERNAME}`;

    // Warm: the first request renders and fills the cache.
    for (let i = 0; i < 3; i++) await fetch(pageUrl).then((r) => r.arrayBuffer());
    const res = await fetch(pageUrl);
    const html = Buffer.from(await res.arrayBuffer());
    const cacheState = `x-menu-cache: ${res.headers.get('x-menu-cache') ?? 'n/a'}, x-nextjs-cache: ${res.headers.get('x-nextjs-cache') ?? 'n/a'}`;
    if (process.env.BENCH_VERBOSE) fs.writeFileSync('/tmp/bench-menu.html', html);
    const itemCount = (html.toString().match(/data-testid="menu-item"/g) ?? []).length;

    // What the app sends a phone (Accept-Encoding: gzip, br): the bare server answers with the same encoding, the same
    // compressed bytes (compressed once, up front) and the same content headers.
    const wire = await rawGet(pageUrl, { 'accept-encoding': ACCEPT_ENCODING });
    const encoding = String(wire.headers['content-encoding'] ?? 'identity');
    if (wire.headers['x-menu-cache'] !== 'HIT') console.log(`warning: the measured page is not a menu-cache HIT (x-menu-cache: ${wire.headers['x-menu-cache'] ?? 'none'})`);
    const headersOut: Record<string, string | number> = { 'content-type': String(wire.headers['content-type'] ?? 'text/html; charset=utf-8') };
    for (const h of ['content-encoding', 'cache-control', 'vary', 'etag']) if (wire.headers[h]) headersOut[h] = String(wire.headers[h]);
    const bareBody = wire.body;
    const bare = http.createServer((_req, out) => {
      out.writeHead(200, { ...headersOut, 'content-length': bareBody.length });
      out.end(bareBody);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
    stops.unshift(() => new Promise((r) => bare.close(r)));
    const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;

    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each, loopback, accept-encoding: ${ACCEPT_ENCODING}`);
    console.log(`both answer content-encoding: ${encoding}, ${kb(bareBody.length)} on the wire per page\n`);
    const bareRes = await cannon(bareUrl);
    const appRes = await cannon(pageUrl);

    // The English page: its own stored page, measured the same way.
    const englishUrl = `${pageUrl}?lang=en`;
    for (let i = 0; i < 3; i++) await fetch(englishUrl).then((r) => r.arrayBuffer());
    const englishWire = await rawGet(englishUrl, { 'accept-encoding': ACCEPT_ENCODING });
    if (englishWire.headers['x-menu-cache'] !== 'HIT') console.log('warning: the English page is not a menu-cache HIT');
    const englishBare = http.createServer((_req, out) => {
      out.writeHead(200, { ...headersOut, etag: String(englishWire.headers.etag ?? ''), 'content-length': englishWire.body.length });
      out.end(englishWire.body);
    });
    await new Promise<void>((r) => englishBare.listen(0, '127.0.0.1', () => r()));
    stops.unshift(() => new Promise((r) => englishBare.close(r)));
    const englishBareRes = await cannon(`http://127.0.0.1:${(englishBare.address() as { port: number }).port}/`);
    const englishRes = await cannon(englishUrl);

    const verbose = Boolean(process.env.BENCH_VERBOSE);
    const scripts = moduleScripts(html.toString());
    const js = await jsSize(app.url, scripts, verbose);
    // Baseline: the first-load JS of a page with no client code of its own (the root not-found page: Next + React
    // runtime and the root layout's providers).
    const notFoundHtml = await (await fetch(`${app.url}/bench-no-such-page`)).text();
    const baseScripts = moduleScripts(notFoundHtml);
    const base = await jsSize(app.url, baseScripts, false);
    const ours = scripts.filter((s) => !baseScripts.includes(s));

    // The framework's floor: a small static page (/terms, prerendered at build time) against a bare server sending its
    // bytes: what any page costs through Next's own pipeline (the menu page, served from the rendered-menu cache, skips it).
    const termsUrl = `${app.url}/terms`;
    const terms = await rawGet(termsUrl, { 'accept-encoding': ACCEPT_ENCODING });
    const termsBare = http.createServer((_req, out) => {
      const h: Record<string, string | number> = { 'content-type': String(terms.headers['content-type']), 'content-length': terms.body.length };
      if (terms.headers['content-encoding']) h['content-encoding'] = String(terms.headers['content-encoding']);
      out.writeHead(200, h);
      out.end(terms.body);
    });
    await new Promise<void>((r) => termsBare.listen(0, '127.0.0.1', () => r()));
    stops.unshift(() => new Promise((r) => termsBare.close(r)));
    const termsBareRes = await cannon(`http://127.0.0.1:${(termsBare.address() as { port: number }).port}/`);
    const termsRes = await cannon(termsUrl);

    const perResponse = (r: CannonResult) => (r.requests.average > 0 ? r.throughput.average / r.requests.average : 0);
    const row = (label: string, r: CannonResult) =>
      `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${kb(perResponse(r)).padStart(9)}/resp   errors ${r.errors + r.non2xx}`;
    console.log(row(`GET /m/${USERNAME} (app server)`, appRes));
    console.log(row('bare node:http, same bytes', bareRes));
    console.log(`ratio app / bare: ${(appRes.requests.average / bareRes.requests.average).toFixed(3)}`);
    console.log(row(`GET /m/${USERNAME}?lang=en (app)`, englishRes));
    console.log(row('bare node:http, same bytes', englishBareRes));
    console.log(`ratio app / bare, English page: ${(englishRes.requests.average / englishBareRes.requests.average).toFixed(3)}`);
    console.log(row('GET /terms (static, Next handler)', termsRes));
    console.log(row('bare node:http, same bytes', termsBareRes));
    console.log(`framework floor, ratio for a ${kb(terms.body.length)} static page: ${(termsRes.requests.average / termsBareRes.requests.average).toFixed(3)}`);
    console.log('');
    console.log(`menu ${menuId}: ${itemCount} item cards in the HTML (150 items + deals), ${cacheState}`);
    console.log(`cache-control: ${wire.headers['cache-control'] ?? 'n/a'}`);
    console.log(`HTML: ${kb(html.length)} raw, ${kb(zlib.gzipSync(html).length)} gzipped (sent: ${kb(bareBody.length)} ${encoding})`);
    console.log(`first-load JS: ${scripts.length} chunks, ${kb(js.raw)} raw, ${kb(js.gz)} gzipped`);
    console.log(`  of which the runtime baseline (a page with no client code of its own): ${baseScripts.length} chunks, ${kb(base.gz)} gzipped`);
    const oursSize = await jsSize(app.url, ours, false);
    console.log(`  of which the menu's own chunks: ${ours.length} chunks, ${kb(oursSize.gz)} gzipped`);

    await onDemandScripts(pageUrl);

    console.log('\nthe Arabic page:');
    await lighthouseScore(pageUrl);
    console.log('\nthe English page:');
    await lighthouseScore(englishUrl);
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

runMain(main);
