import { Migration } from '@mikro-orm/migrations';

/** The restaurant's WhatsApp number and the messages its owner rewrote, by order status. */
export class Migration20261123420000_whatsapp extends Migration {

  override name = 'Migration20261123420000_whatsapp';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants" add "whatsapp_number" varchar(13) null, add "whatsapp_templates" jsonb not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurants" drop column "whatsapp_number", drop column "whatsapp_templates";`);
  }

}
