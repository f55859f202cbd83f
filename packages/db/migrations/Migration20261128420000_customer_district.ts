import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: the bairro a customer list import gave ('nome;telefone;bairro'). The customer's last
 * bairro is read from their orders; this one stands in until they order.
 */
export class Migration20261128420000_customer_district extends Migration {

  override name = 'Migration20261128420000_customer_district';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurant_customers" add "district" varchar(120) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurant_customers" drop column "district";`);
  }

}
