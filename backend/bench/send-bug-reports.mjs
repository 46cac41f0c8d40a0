/**
 * The uploading side of `bench:uploads`, in its own process so that its work (encoding 36 MB of
 * multipart) never shows in the latencies the parent measures. Makes its screenshots, prints
 * `ready`, waits for a line on stdin, sends the reports at once and prints `done <seconds>`.
 *
 * `node bench/send-bug-reports.mjs <service url> <reports> <screenshots per report>`
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';

const [url, reports, perReport] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const screenshots = Array.from({ length: reports * perReport }, () => {
  const bytes = randomBytes(2 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return new Blob([bytes], { type: 'image/png' });
});
console.log('ready');
await once(process.stdin, 'data');
const started = performance.now();
await Promise.all(
  Array.from({ length: reports }, async (_, i) => {
    const form = new FormData();
    form.append('title', `Checkout froze ${i + 1}`);
    form.append('description', 'The Pay Now button stayed on Processing.');
    for (let n = 0; n < perReport; n += 1)
      form.append('screenshots', screenshots[i * perReport + n], `screen-${n + 1}.png`);
    // Six networks, so that no daily quota stops the run (the service trusts one proxy hop here).
    const response = await fetch(`${url}/api/support/bug-reports`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    if (response.status !== 201) throw new Error(`report ${i + 1}: ${response.status} ${await response.text()}`);
  }),
);
console.log(`done ${((performance.now() - started) / 1000).toFixed(2)}`);
process.exit(0);
