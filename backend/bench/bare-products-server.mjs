/**
 * The baseline of the products benchmark: a bare Fastify server answering GET /api/products with
 * the same JSON as the service, and nothing else. Prints `listening <port>` when ready.
 */
import Fastify from 'fastify';
import { CATALOGUE } from '@profit/contract';

const app = Fastify({ logger: false });
const body = { products: [...CATALOGUE] };
app.get('/api/products', async () => body);
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${app.server.address().port}`);
