import { Migration20261121000000_initial } from './Migration20261121000000_initial';
import { Migration20261121000300_rate_limits } from './Migration20261121000300_rate_limits';
import { Migration20261123100000_order_idempotency_key } from './Migration20261123100000_order_idempotency_key';
import { Migration20261123200000_restaurant_cover } from './Migration20261123200000_restaurant_cover';

// Every migration, in order. Listed explicitly so the server bundle needs no file discovery.
export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121000300_rate_limits', class: Migration20261121000300_rate_limits },
  { name: 'Migration20261123100000_order_idempotency_key', class: Migration20261123100000_order_idempotency_key },
  { name: 'Migration20261123200000_restaurant_cover', class: Migration20261123200000_restaurant_cover },
];
