import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';
import { User } from './user.entity';

/** The roles a restaurant member may have besides its owner: 'staff' ('Atendente') works the order board. */
export const RESTAURANT_MEMBER_ROLES = ['staff'] as const;
export type RestaurantMemberRole = (typeof RESTAURANT_MEMBER_ROLES)[number];

/** A person who works at a restaurant without owning it (issue 21). One row per restaurant and user. */
export const RestaurantMember = defineEntity({
  name: 'RestaurantMember',
  tableName: 'restaurant_members',
  uniques: [{ name: 'restaurant_members_restaurant_user_unique', properties: ['restaurant', 'user'] }],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index('restaurant_members_user_id_index'),
    role: p.string().$type<RestaurantMemberRole>().length(20).default('staff'),
    createdAt: createdAtColumn(),
  },
});
export type IRestaurantMember = InferEntity<typeof RestaurantMember>;
