import fs from 'node:fs';
const base = 'http://localhost:3999';
const menu = '6b0b4cb45e5ce53a3b2614dd';
const login = await fetch(base + '/api/v1/users/login', { method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'owner', password: 'qr9w-v9r5-hg7v-h54z' }) });
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
for (const [q, name] of [['size=a4', 'a4'], ['size=a5', 'a5'], ['size=a4&lang=en', 'a4en']]) {
  const r = await fetch(`${base}/api/v1/quickmenu/${menu}/print?${q}`, { headers: { cookie } });
  fs.writeFileSync(`/tmp/print-${name}.pdf`, Buffer.from(await r.arrayBuffer()));
  console.log(name, r.status, r.headers.get('content-type'), r.headers.get('content-disposition'));
}
const t = await fetch(`${base}/api/v1/quickmenu/${menu}/tables/cards`, { headers: { cookie } }).catch(() => null);
console.log('cards', t?.status);
