/**
 * Benchmark of several app instances behind nginx (prints figures; not a test). `npm run bench:cluster` after
 * `npx next build`; needs Debian's nginx (`apt-get install -y nginx`).
 *
 * Starts the embedded database (in memory), seeds the 150-item menu, starts two app instances (server/main.ts) and
 * nginx with deploy/nginx.conf (its ports replaced), then measures GET /m/{username} through nginx:
 *   1. with one instance behind nginx, 2. with both, 3. with both and one killed (SIGKILL) halfway through the run:
 *      requests/s, latency and failed requests (errors + non-2xx; 0 expected: nginx retries GETs on the other one);
 * and the propagation delay of an edit: 50 writes through updateMenu() from this process (a third instance), each
 * timed from the acknowledged write until instance B, which held the old page in memory, answers the new one;
 * and what an idle instance (no screen open, no request) sends its database in IDLE_SECONDS (scripts/lib/idle-traffic.ts:
 * counted by the database, by command). The order on a second instance's screen: `npm run bench:diner`.
 * Options (env): BENCH_CONNECTIONS (20), BENCH_SECONDS (10), NGINX_BIN (/usr/sbin/nginx).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, startApp, waitForHttp, type AppProcess } from './lib/app-process';
import { startSeededBenchDb } from './lib/bench-seed';
import { idleAppTraffic } from './lib/idle-traffic';
import { runMain } from './lib/run-main';
import { median } from './lib/stats';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const EDITS = 50;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const USERNAME = `cluster${Date.now().toString(36)}`;

type CannonResult = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number; timeouts: number };
type Cannon = (opts: object, cb: (err: Error | null, res: CannonResult) => void) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon: Cannon = require('autocannon');

function cannon(url: string): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'gzip, br' } }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

function get(url: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-menu-cache'] as string | undefined, body }));
      })
      .on('error', reject);
  });
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 2000; i++) {
    const v = await fn();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** deploy/nginx.conf with the given instances and port, as a server block inside a main config of its own. */
function nginxConfig(dir: string, sites: { port: number; upstreams: number[]; name: string }[]): string {
  const site = fs.readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  const blocks = sites.map(({ port, upstreams, name }) =>
    site
      .replace(/^\s*server 127\.0\.0\.1:\d+ .*$/gm, '')
      .replace(/upstream qrmenu_app \{/, `upstream ${name} {\n${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}`)
      .replace('proxy_pass http://qrmenu_app;', `proxy_pass http://${name};`)
      .replace('listen 80;', `listen 127.0.0.1:${port};`),
  );
  const temp = (n: string) => `${n}_temp_path ${path.join(dir, n)};`;
  return [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `error_log ${path.join(dir, 'error.log')} warn;`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
    ...blocks,
    '}',
  ].join('\n');
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`No production build in ${distDir}: run \`npx next build\` first.`);
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx (or set NGINX_BIN)`);
  const stops: Array<() => Promise<unknown>> = [];
  try {
    const { uri, menuId, stop } = await startSeededBenchDb('qrmenu_cluster', USERNAME);
    stops.push(stop);

    const [portA, portB, portOne, portBoth] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const env = { NODE_ENV: 'production' as const, MONGODB_URI: uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef', NEXTAUTH_URL: `http://127.0.0.1:${portBoth}`, TRUST_PROXY: '1' };
    const [a, b] = await Promise.all([startApp({ port: portA, env }), startApp({ port: portB, env })]);
    const apps: AppProcess[] = [a, b];
    stops.unshift(() => Promise.all(apps.map((x) => x.stop())));

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-nginx-'));
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig(dir, [{ port: portOne, upstreams: [portA], name: 'qrmenu_one' }, { port: portBoth, upstreams: [portA, portB], name: 'qrmenu_app' }]));
    const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    stops.unshift(async () => {
      nginx.kill('SIGQUIT');
      fs.rmSync(dir, { recursive: true, force: true });
    });
    await waitForHttp(`http://127.0.0.1:${portBoth}/api/health`, 20_000, nginx);

    const page = `/m/${USERNAME}`;
    for (const base of [a.url, b.url]) await until(() => get(base + page), (r) => r.cache === 'HIT', 'a cached page');
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run, GET ${page} through nginx (deploy/nginx.conf)\n`);
    const row = (label: string, r: CannonResult) =>
      `${label.padEnd(38)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ${String(r.requests.total).padStart(7)} requests   failed ${r.errors + r.non2xx + r.timeouts}`;
    console.log(row('one instance', await cannon(`http://127.0.0.1:${portOne}${page}`)));
    console.log(row('two instances', await cannon(`http://127.0.0.1:${portBoth}${page}`)));

    // Propagation: a small menu, so the delay measured is the feed's, not a 150-item render's.
    const { Menu } = await import('../models/Menu');
    const small = await Menu.create({ username: `${USERNAME}s`, active: true, initialized: true, plan: 1, institution: { name: 'مطعم الانتشار' }, sections: [{ title: 'الأطباق', items: [{ title: 'فلافل', itemname: 'falafel', price: 1 }] }] });
    const { updateMenu } = await import('../lib/menus/update-menu');
    const smallPage = `${b.url}/m/${small.username}`;
    const delays: number[] = [];
    const drops: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      await until(() => get(smallPage), (r) => r.cache === 'HIT', 'a cached page on B');
      const phrase = `تعديل رقم ${i}-${Date.now()}`;
      await updateMenu({ menuId: small._id, update: { $set: { headingPhrase: phrase } } });
      const t0 = performance.now();
      // B asked back to back (a HIT answers in a ms or two): the first request B no longer answered from its store
      // was sent at most one poll after the edit reached the store; the new page arrives once B has rendered it.
      let dropped = Number.NaN;
      const asked = async () => {
        const sent = performance.now();
        const r = await get(smallPage);
        if (r.cache !== 'HIT' && Number.isNaN(dropped)) dropped = sent - t0;
        return r;
      };
      await until(asked, (r) => r.body.includes(phrase), 'the edit on B');
      delays.push(performance.now() - t0);
      drops.push(dropped);
    }
    const p99 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.ceil(xs.length * 0.99) - 1];
    console.log(`\nedit propagation to instance B (${EDITS} edits through updateMenu() in a third process, B asked every ~5 ms):`);
    console.log(`  the edit reaching B's page store (B stops answering the old page): median ${median(drops).toFixed(1)} ms, p99 ${p99(drops).toFixed(1)} ms, max ${Math.max(...drops).toFixed(1)} ms (each an upper bound: when the first request answered from the render was sent)`);
    console.log(`  B answering the new page (its render included): median ${median(delays).toFixed(0)} ms, p99 ${p99(delays).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms`);

    // One instance dies halfway through: nginx retries the GETs it was serving on the other one.
    for (const base of [a.url, b.url]) await until(() => get(base + page), (r) => r.cache === 'HIT', 'a cached page');
    const run = cannon(`http://127.0.0.1:${portBoth}${page}`);
    setTimeout(() => b.child.kill('SIGKILL'), (SECONDS * 1000) / 2);
    console.log(row('two instances, B killed halfway', await run));
    console.log(`\nmenu ${menuId}; nginx ${NGINX}; instances on ports ${portA} and ${portB}`);

    const idle = await idleAppTraffic(IDLE_SECONDS * 1000, 3000, { NEXTAUTH_SECRET: env.NEXTAUTH_SECRET });
    const list = (c: Record<string, number>) => Object.entries(c).map(([n, k]) => `${n} ${k}`).join(', ') || 'nothing';
    console.log(`idle instance, ${IDLE_SECONDS} s with no screen and no request (commands the database received from it): ${list(idle.app)}; the measuring client alone: ${list(idle.baseline)}`);
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

runMain(main);
