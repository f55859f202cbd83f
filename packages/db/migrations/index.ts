import { Migration20261121000000_initial } from './Migration20261121000000_initial';
import { Migration20261121000300_rate_limits } from './Migration20261121000300_rate_limits';

// Every migration, in order. Listed explicitly so the server bundle needs no file discovery.
export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121000300_rate_limits', class: Migration20261121000300_rate_limits },
];
