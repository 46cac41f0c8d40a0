import 'reflect-metadata';
import { ConfigurationError, loadConfig } from './config/app-config.js';
import { openDatabase } from './database/database.js';
import { JobsService } from './jobs/jobs.service.js';
import { OrdersRepository } from './orders/orders.repository.js';
import { createPaymentProvider } from './payments/create-payment-provider.js';
import { OrderPaymentsService } from './payments/order-payments.service.js';
import { PaymentQueue } from './payments/payment-queue.js';
import { PaymentsRepository } from './payments/payments.repository.js';
import { ReconciliationService } from './payments/reconciliation.service.js';

/**
 * The operators' command: one reconciliation run against the configured database and provider,
 * the same code as the in-process timer (`npm run reconcile -w backend`, after a build). Safe
 * beside running replicas. `--after-minutes N` checks younger orders than RECONCILE_AFTER_MINUTES.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const afterIndex = process.argv.indexOf('--after-minutes');
  const afterMinutes = afterIndex > 0 ? Number(process.argv[afterIndex + 1]) : undefined;
  if (afterMinutes !== undefined && !(Number.isInteger(afterMinutes) && afterMinutes >= 0))
    throw new Error('--after-minutes takes a whole number of minutes');
  const database = await openDatabase({ url: config.env.DATABASE_URL, dataDir: config.env.DATA_DIR });
  try {
    const provider = createPaymentProvider(config);
    const orders = new OrdersRepository(database, config);
    const payments = new PaymentsRepository(database);
    // The payment jobs this run enqueues (captures, refunds) are run here too, before the command ends.
    const jobs = new JobsService(database, { pollIntervalMs: 0 });
    const reconciliation = new ReconciliationService(
      orders,
      payments,
      new OrderPaymentsService(orders, payments, provider, jobs, new PaymentQueue()),
      provider,
      config,
    );
    const report = await reconciliation.runOnce(afterMinutes === undefined ? {} : { afterMinutes });
    const jobsRun = await jobs.runDue();
    console.log(JSON.stringify({ ...report, jobsRun }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
