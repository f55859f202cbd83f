import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 16 (payments): the restaurant's payment methods and Pix key, and each order's payment
 * (method, brand, change, Pix state and BR Code). Existing restaurants start with cash, credit and debit.
 */
export class Migration20261126032242_payments extends Migration {

  override name = 'Migration20261126032242_payments';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants" add "payment_methods" jsonb not null default '[{"method":"cash","enabled":true},{"method":"credit","enabled":true,"brands":["visa","mastercard","elo","hipercard","amex"]},{"method":"debit","enabled":true,"brands":["visa","mastercard","elo","hipercard","amex"]},{"method":"meal_voucher","enabled":false,"brands":["vr","pluxee","ticket","alelo"]},{"method":"food_voucher","enabled":false,"brands":["vr","pluxee","ticket","alelo"]}]', add "pix_enabled" boolean not null default false, add "pix_key_type" varchar(6) null, add "pix_key" varchar(77) null, add "pix_receiver_name" varchar(25) null, add "pix_receiver_city" varchar(15) null, add "pix_require_confirmation" boolean not null default true;`);

    this.addSql(`alter table "orders" add "payment_method" varchar(12) null, add "card_brand" varchar(12) null, add "change_for" numeric(10,2) null, add "payment_status" varchar(14) not null default 'not_applicable', add "pix_payload" text null, add "payment_confirmed_at" timestamptz null, add "payment_confirmed_by_id" uuid null;`);
    this.addSql(`alter table "orders" add constraint "orders_payment_confirmed_by_id_foreign" foreign key ("payment_confirmed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_payment_status" check ("payment_status" in ('pending', 'confirmed', 'not_applicable'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_payment_confirmed_by_id_foreign";`);

    this.addSql(`alter table "orders" drop constraint "orders_payment_status";`);
    this.addSql(`alter table "orders" drop column "payment_method", drop column "card_brand", drop column "change_for", drop column "payment_status", drop column "pix_payload", drop column "payment_confirmed_at", drop column "payment_confirmed_by_id";`);

    this.addSql(`alter table "restaurants" drop column "payment_methods", drop column "pix_enabled", drop column "pix_key_type", drop column "pix_key", drop column "pix_receiver_name", drop column "pix_receiver_city", drop column "pix_require_confirmation";`);
  }

}
