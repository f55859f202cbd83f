// Lists the orders of the signed-in owner's restaurant.
// Run: DIRETO_URL=http://localhost:3000 DIRETO_EMAIL=... DIRETO_PASSWORD=... pnpm --filter @direto/client list-orders
import { createDiretoClient } from '../src';

const client = await createDiretoClient({
  baseUrl: process.env.DIRETO_URL ?? 'http://localhost:3000',
  email: process.env.DIRETO_EMAIL ?? '',
  password: process.env.DIRETO_PASSWORD ?? '',
});

const [restaurant] = await client.restaurant.mine.query();
if (!restaurant) throw new Error('Esta conta não tem restaurante.');
const orders = await client.restaurant.orders.query({ id: restaurant.id });
console.log(`${restaurant.name}: ${orders.length} pedido(s)`);
for (const order of orders) {
  console.log(`#${order.id.slice(-4)}  ${order.createdAt}  ${order.status.padEnd(10)}  R$ ${order.total}  ${order.customerName ?? ''}`);
}
await client.auth.logout.mutate();
