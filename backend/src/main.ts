import { ConfigurationError, loadConfig } from './config/app-config.js';
import { createApp } from './app.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config);
  await app.listen({ port: config.env.PORT, host: config.env.HOST });
  const address = `http://${config.env.HOST === '0.0.0.0' ? 'localhost' : config.env.HOST}:${config.env.PORT}`;
  const modes = [config.demoIdentity ? 'demo sign-in' : 'Google sign-in', config.simulatedPayments ? 'simulated payments' : 'Razorpay payments'];
  console.log(`Shop API listening on ${address}/api (${modes.join(', ')}; database: ${config.env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.env.DATA_DIR}`})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
