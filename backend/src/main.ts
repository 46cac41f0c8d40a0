import { ConfigurationError, loadConfig } from './config/app-config.js';
import { openDatabase } from './database/database.js';
import { storefrontHostingFrom } from './storefront-hosting/storefront-hosting.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Start-up in parallel: the database opens (PGlite compiles its WebAssembly off the main thread)
  // while Nest and Fastify are being loaded.
  const opening = openDatabase({ url: config.env.DATABASE_URL, dataDir: config.env.DATA_DIR });
  opening.catch(() => undefined);
  const { createApp } = await import('./app.js');
  const storefront = storefrontHostingFrom(process.env);
  const app = await createApp(config, { database: await opening, storefront });
  await app.listen({ port: config.env.PORT, host: config.env.HOST });
  const address = `http://${config.env.HOST === '0.0.0.0' ? 'localhost' : config.env.HOST}:${config.env.PORT}`;
  const modes = [
    config.demoIdentity ? 'demo sign-in' : 'Google sign-in',
    config.simulatedPayments ? 'simulated payments' : 'Razorpay payments',
  ];
  if (storefront) console.log(`Shop listening on ${address} (the storefront from ${storefront.root})`);
  console.log(
    `Shop API listening on ${address}/api (${modes.join(', ')}; database: ${config.env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.env.DATA_DIR}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
