import { chromium } from '@playwright/test';
import fs from 'node:fs';
const base = 'http://localhost:3999';
const pw = fs.readFileSync('.data/demo-logins.txt','utf8').split('\n').find(l=>l.includes('\towner\t')).split('\t')[2];
const id = '6b09d76bd67c2bfe52741758';
const tabs = ['', 'sections', 'items', 'publicInfo', 'branches', 'workingDays', 'galleries', 'tables', 'orders', 'stats', 'review'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 860 }, extraHTTPHeaders: { 'x-forwarded-for': '10.9.7.'+width%200 } });
  await ctx.addInitScript(() => localStorage.setItem('runAdminCoach', 'no'));
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', m => { if (m.type()==='error' || m.type()==='warning') errors.push(m.text().slice(0,160)); });
  page.on('pageerror', e => errors.push('PAGEERR '+e.message.slice(0,160)));
  await page.request.post(base+'/api/v1/users/login', { data: { username: 'owner', password: pw } });
  for (const tab of tabs) {
    await page.goto(`${base}/m/${id}/admin/${tab}`);
    await page.waitForTimeout(2000);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    const latin = await page.evaluate(() => {
      const out = [];
      const w = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      while (w.nextNode()) { const t = w.currentNode.textContent.trim(); if (/[A-Za-z]{3,}/.test(t) && !/[\u0600-\u06FF]/.test(t)) out.push(t.slice(0,40)); }
      for (const el of document.querySelectorAll('[placeholder],[aria-label],[title]')) for (const a of ['placeholder','aria-label','title']) { const v = el.getAttribute(a); if (v && /[A-Za-z]{3,}/.test(v) && !/[\u0600-\u06FF]/.test(v)) out.push(a+':'+v.slice(0,40)); }
      return [...new Set(out)].slice(0, 15);
    });
    await page.screenshot({ path: `/tmp/shots/adm-${tab||'home'}-${width}.png`, fullPage: true });
    console.log(width, tab||'home', 'sw', sw, 'latin:', JSON.stringify(latin));
  }
  console.log('errors', errors.join('\n'));
  await ctx.close();
}
await browser.close();
