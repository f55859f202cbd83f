import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35, 'Primeiros passos': what the restaurant's own columns cannot tell. When the owner first
 * saved Configurações › Pagamento and › Entrega (the defaults alone do not count as set up), first
 * copied the link or opened the QR poster, and dismissed the checklist. A restaurant that already
 * received orders is past its first steps: its checklist starts dismissed.
 */
export class Migration20261128450000_onboarding extends Migration {

  override name = 'Migration20261128450000_onboarding';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants" add "payment_settings_saved_at" timestamptz null, add "delivery_settings_saved_at" timestamptz null, add "link_shared_at" timestamptz null, add "onboarding_dismissed_at" timestamptz null;`);
    this.addSql(`update "restaurants" set "onboarding_dismissed_at" = now() where exists (select 1 from "orders" where "orders"."restaurant_id" = "restaurants"."id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurants" drop column "payment_settings_saved_at", drop column "delivery_settings_saved_at", drop column "link_shared_at", drop column "onboarding_dismissed_at";`);
  }

}
