/**
 * The ceiling of `npm run bench` (issue 14 item 1): a bare Hono app on the same Node, one route
 * answering a fixed small JSON envelope, measured with the same autocannon settings as the
 * server's endpoints, so each endpoint reads as a share of what the stack itself can do here.
 * Plain JavaScript: no loader between Node and Hono. Prints `ready <port>` once listening.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
const body = { status: true, message: '获取成功', data: { list: [], total: 0 } };
app.get('/ceiling', (c) => c.json(body));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`ready ${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
