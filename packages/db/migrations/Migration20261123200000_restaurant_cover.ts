import { Migration } from '@mikro-orm/migrations';

/** A restaurant's cover photo (the menu banner), beside its logo (image_url). */
export class Migration20261123200000_restaurant_cover extends Migration {

  override name = 'Migration20261123200000_restaurant_cover';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants" add "cover_url" varchar(500) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurants" drop column "cover_url";`);
  }

}
