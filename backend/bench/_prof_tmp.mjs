import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CATALOGUE } from '@profit/contract';
const stats = new Map();
for (const m of ['query', 'exec']) {
  const orig = PGlite.prototype[m];
  PGlite.prototype[m] = async function (q, ...rest) {
    const t = performance.now();
    try { return await orig.call(this, q, ...rest); } finally {
      const k = m + ' ' + String(q).replace(/\s+/g, ' ').slice(0, 70);
      const s = stats.get(k) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(k, s);
    }
  };
}
const { createApp } = await import('/work/main/backend/src/app.ts');
const { loadConfig } = await import('/work/main/backend/src/config/app-config.ts');
const { openDatabase } = await import('/work/main/backend/src/database/database.ts');
const { seedUsers } = await import('/work/main/backend/bench/checkout-harness.mjs');
const keySecret = 'k';
const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', GOOGLE_CLIENT_ID: 'x', RAZORPAY_KEY_SECRET: keySecret });
const database = await openDatabase({ dataDir: mkdtempSync('/tmp/pgl-') });
const [user] = await seedUsers(database, 1);
const app = await createApp(config, { database, logger: false });
await app.getHttpAdapter().getInstance().ready();
const h = { authorization: `Bearer ${user.token}` };
async function one(i) {
  const products = [CATALOGUE[i % 8], CATALOGUE[(i + 3) % 8]].map((p) => ({ productId: p.id, name: p.title, price: p.price, quantity: 1 }));
  const c = await app.inject({ method: 'POST', url: '/api/payments/create-order', headers: h, payload: { amount: 99800, currency: 'INR', products, customer: { name: 'a', email: 'b' } } });
  const id = c.json().id; const pid = 'pay_' + i;
  await app.inject({ method: 'POST', url: '/api/payments/verify', headers: h, payload: { razorpay_order_id: id, razorpay_payment_id: pid, razorpay_signature: createHmac('sha256', keySecret).update(`${id}|${pid}`).digest('hex') } });
}
for (let i = 0; i < 200; i++) await one(i);
stats.clear();
const N = 500; const cpu0 = process.cpuUsage(); const s = performance.now();
for (let i = 0; i < N; i++) await one(i);
const cpu = process.cpuUsage(cpu0);
console.log('wall ms/checkout', ((performance.now() - s) / N).toFixed(2), 'cpu ms/checkout', ((cpu.user + cpu.system) / 1000 / N).toFixed(2));
for (const [k, v] of [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms)) console.log((v.ms / N).toFixed(3), 'ms/checkout', v.n / N, 'x', k);
await app.close();
