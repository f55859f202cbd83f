import { Migration20261121000000_initial } from './Migration20261121000000_initial';
import { Migration20261121000300_rate_limits } from './Migration20261121000300_rate_limits';
import { Migration20261123100000_order_idempotency_key } from './Migration20261123100000_order_idempotency_key';
import { Migration20261123200000_restaurant_cover } from './Migration20261123200000_restaurant_cover';
import { Migration20261123300000_push_subscriptions } from './Migration20261123300000_push_subscriptions';
import { Migration20261123400000_order_status_events } from './Migration20261123400000_order_status_events';
import { Migration20261123410000_pending_alert } from './Migration20261123410000_pending_alert';
import { Migration20261123420000_whatsapp } from './Migration20261123420000_whatsapp';
import { Migration20261124200000_delivery } from './Migration20261124200000_delivery';
import { Migration20261124300000_opening_hours } from './Migration20261124300000_opening_hours';
import { Migration20261124400000_option_groups } from './Migration20261124400000_option_groups';
import { Migration20261124500000_accounts } from './Migration20261124500000_accounts';
import { Migration20261126032242_payments } from './Migration20261126032242_payments';
import { Migration20261126100000_restaurant_search } from './Migration20261126100000_restaurant_search';
import { Migration20261126200000_menu_change_notify } from './Migration20261126200000_menu_change_notify';
import { Migration20261126300000_schedule_timezone } from './Migration20261126300000_schedule_timezone';
import { Migration20261126400000_session_user_notify } from './Migration20261126400000_session_user_notify';
import { Migration20261128100000_email_confirmation } from './Migration20261128100000_email_confirmation';
import { Migration20261128200000_session_user_index } from './Migration20261128200000_session_user_index';
import { Migration20261128300000_scheduled_reminder } from './Migration20261128300000_scheduled_reminder';
import { Migration20261128400000_guest_customers } from './Migration20261128400000_guest_customers';

// Every migration, in order. Listed explicitly so the server bundle needs no file discovery;
// written by `pnpm db:migration:create` (scripts/migrations-index.ts).
export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121000300_rate_limits', class: Migration20261121000300_rate_limits },
  { name: 'Migration20261123100000_order_idempotency_key', class: Migration20261123100000_order_idempotency_key },
  { name: 'Migration20261123200000_restaurant_cover', class: Migration20261123200000_restaurant_cover },
  { name: 'Migration20261123300000_push_subscriptions', class: Migration20261123300000_push_subscriptions },
  { name: 'Migration20261123400000_order_status_events', class: Migration20261123400000_order_status_events },
  { name: 'Migration20261123410000_pending_alert', class: Migration20261123410000_pending_alert },
  { name: 'Migration20261123420000_whatsapp', class: Migration20261123420000_whatsapp },
  { name: 'Migration20261124200000_delivery', class: Migration20261124200000_delivery },
  { name: 'Migration20261124300000_opening_hours', class: Migration20261124300000_opening_hours },
  { name: 'Migration20261124400000_option_groups', class: Migration20261124400000_option_groups },
  { name: 'Migration20261124500000_accounts', class: Migration20261124500000_accounts },
  { name: 'Migration20261126032242_payments', class: Migration20261126032242_payments },
  { name: 'Migration20261126100000_restaurant_search', class: Migration20261126100000_restaurant_search },
  { name: 'Migration20261126200000_menu_change_notify', class: Migration20261126200000_menu_change_notify },
  { name: 'Migration20261126300000_schedule_timezone', class: Migration20261126300000_schedule_timezone },
  { name: 'Migration20261126400000_session_user_notify', class: Migration20261126400000_session_user_notify },
  { name: 'Migration20261128100000_email_confirmation', class: Migration20261128100000_email_confirmation },
  { name: 'Migration20261128200000_session_user_index', class: Migration20261128200000_session_user_index },
  { name: 'Migration20261128300000_scheduled_reminder', class: Migration20261128300000_scheduled_reminder },
  { name: 'Migration20261128400000_guest_customers', class: Migration20261128400000_guest_customers },
];
