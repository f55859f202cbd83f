import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31: the public restaurant answer (by slug) carries the active automatic offers of the
 * menu's banner, so a change of an offer (a coupon without a code) notifies the menu cache like a
 * product edit does (Migration20261126200000_menu_change_notify). Coupons with a code are never
 * on the menu: their edits and uses are not news to it.
 */
export class Migration20261128465000_coupon_menu_notify extends Migration {

  override name = 'Migration20261128465000_coupon_menu_notify';

  override up(): void | Promise<void> {
    this.addSql(`create trigger "coupons_menu_inserted" after insert on "coupons" for each row when (new.code is null) execute function "direto_menu_changed"('restaurant_id');`);
    this.addSql(`create trigger "coupons_menu_deleted" after delete on "coupons" for each row when (old.code is null) execute function "direto_menu_changed"('restaurant_id');`);
    this.addSql(`create trigger "coupons_menu_updated" after update on "coupons" for each row when ((old.code is null or new.code is null) and to_jsonb(old) is distinct from to_jsonb(new)) execute function "direto_menu_changed"('restaurant_id');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "coupons_menu_inserted" on "coupons";`);
    this.addSql(`drop trigger if exists "coupons_menu_deleted" on "coupons";`);
    this.addSql(`drop trigger if exists "coupons_menu_updated" on "coupons";`);
  }

}
