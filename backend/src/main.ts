import { ConfigurationError, loadConfig } from './config/app-config.js';
import { databaseOptionsOf, openDatabase } from './database/database.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Start-up in parallel: the database opens (PGlite compiles its WebAssembly off the main thread)
  // while Nest and Fastify are being loaded.
  const opening = openDatabase(databaseOptionsOf(config.env));
  opening.catch(() => undefined);
  const { createApp } = await import('./app.js');
  const app = await createApp(config, { database: await opening });
  await app.listen({ port: config.env.PORT, host: config.env.HOST });
  const address = `http://${config.env.HOST === '0.0.0.0' ? 'localhost' : config.env.HOST}:${config.env.PORT}`;
  const modes = [
    config.demoIdentity ? 'demo sign-in' : 'Google sign-in',
    config.simulatedPayments ? 'simulated payments' : 'Razorpay payments',
  ];
  console.log(
    `Shop API listening on ${address}/api (${modes.join(', ')}; database: ${config.env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.env.DATA_DIR}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
