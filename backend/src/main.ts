import { ConfigurationError, loadConfig } from './config/app-config.js';
import { databaseOptionsOf, openDatabase } from './database/database.js';
import { storefrontHostingFrom } from './storefront-hosting/storefront-hosting.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Start-up in parallel: the database opens (PGlite compiles its WebAssembly off the main thread)
  // while Nest and Fastify are being loaded.
  const opening = openDatabase(databaseOptionsOf(config.env));
  opening.catch(() => undefined);
  const { createApp } = await import('./app.js');
  const storefront = storefrontHostingFrom(process.env);
  const app = await createApp(config, { database: await opening, storefront });
  await app.listen({ port: config.env.PORT, host: config.env.HOST });
  const address = `http://${config.env.HOST === '0.0.0.0' ? 'localhost' : config.env.HOST}:${config.env.PORT}`;
  // Demo mode: the simulated provider sends its signed events to this very service, as Razorpay would.
  if (config.simulatedPayments && config.env.SIMULATED_WEBHOOKS === 'on') {
    const { SimulatedProvider } = await import('./payments/simulated/simulated.provider.js');
    const provider = app.get(SimulatedProvider);
    const port = (app.getHttpServer().address() as { port: number } | null)?.port ?? config.env.PORT;
    const host = config.env.HOST === '0.0.0.0' || config.env.HOST === '::' ? '127.0.0.1' : config.env.HOST;
    provider.webhookUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/payments/webhook`;
  }
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
