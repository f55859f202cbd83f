import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34, Open Delivery orders (docs/open-delivery-orders.md): a group option's 'Código PDV' (the
 * document's option externalCode; products have theirs since issue 35), and the POS's own number
 * for an order, sent with POST /v1/orders/{orderId}/confirm and shown as 'PDV: 1234'.
 */
export class Migration20261128510000_open_delivery_codes extends Migration {

  override name = 'Migration20261128510000_open_delivery_codes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "group_options" add "external_code" varchar(60) null;`);
    this.addSql(`alter table "orders" add "order_external_code" varchar(60) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop column "order_external_code";`);
    this.addSql(`alter table "group_options" drop column "external_code";`);
  }

}
