import { chromium } from 'playwright';
const base = 'http://localhost:3999';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto(`${base}/m/zaytoon`);
await page.waitForTimeout(2600);
const seq = [];
for (let i = 0; i < 22; i++) {
  await page.keyboard.press('Tab');
  seq.push(await page.evaluate(() => { const e = document.activeElement; return `${e.tagName}${e.id ? '#' + e.id : ''} ${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}`; }));
}
console.log(seq.join('\n'));
await page.screenshot({ path: '/tmp/kbd1.png' });
await page.keyboard.press('Enter');
await page.waitForTimeout(600);
await page.screenshot({ path: '/tmp/kbd2.png' });
console.log('after enter:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)));
await page.keyboard.press('Escape');
await page.waitForTimeout(400);
console.log('after esc:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)));
await b.close();
