/**
 * The channel the database triggers of Migration20261126200000_menu_change_notify send a
 * restaurant's id on, when anything of its public answers changed (restaurant, products,
 * categories, option groups and their options and links, delivery areas, automatic offers —
 * Migration20261128465000_coupon_menu_notify).
 */
export const MENU_CHANGES_CHANNEL = 'menu_changes';

/** Tables whose rows make up the public answers; a flush touching one of them drops the cache at once. */
export const MENU_TABLE_ENTITIES = new Set(['Restaurant', 'Product', 'Category', 'OptionGroup', 'GroupOption', 'ProductOptionGroup', 'DeliveryArea', 'Coupon']);
