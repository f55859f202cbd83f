import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35, menu import: a product's 'código PDV' — the code a POS or Open Delivery knows it by
 * (Open Delivery's externalCode). Optional; unique within a restaurant when set (NULLs never clash).
 */
export class Migration20261128430000_product_external_code extends Migration {

  override name = 'Migration20261128430000_product_external_code';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" add "external_code" varchar(60) null;`);
    this.addSql(`alter table "products" add constraint "products_restaurant_external_code_unique" unique ("restaurant_id", "external_code");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "products" drop constraint "products_restaurant_external_code_unique";`);
    this.addSql(`alter table "products" drop column "external_code";`);
  }

}
