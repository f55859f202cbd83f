import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DEFAULT_DELIVERY_TIME, PENDING_ALERT_MINUTES, type OrderStatus } from '@direto/contracts';
import { createdAtColumn, moneyColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { User } from './user.entity';

export const Restaurant = defineEntity({
  name: 'Restaurant',
  tableName: 'restaurants',
  checks: [
    { name: 'restaurants_delivery_fee_non_negative', expression: '"delivery_fee" >= 0' },
    { name: 'restaurants_pending_alert_minutes_range', expression: '"pending_alert_minutes" >= 1 and "pending_alert_minutes" <= 60' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    // Deleting an owner removes their restaurant (orders keep a snapshot, see order.entity.ts).
    owner: () => p.manyToOne(User).deleteRule('cascade').index('restaurants_owner_id_index'),
    name: p.string().length(120),
    description: p.text().nullable(),
    // The logo (spec imageUrl) and the menu banner's cover photo: /objects/<id> paths of uploads.
    imageUrl: p.string().length(500).nullable(),
    coverUrl: p.string().length(500).nullable(),
    cuisine: p.string().length(40).nullable(),
    deliveryFee: moneyColumn().default('0.00'),
    deliveryTime: p.string().length(40).default(DEFAULT_DELIVERY_TIME),
    rating: p.decimal('string').precision(3).scale(2).default('0.00'),
    isOpen: p.boolean().default(true),
    shareableSlug: p.string().length(140).unique(),
    // After this many minutes a still-pending order is highlighted and its alert escalates.
    pendingAlertMinutes: p.smallint().default(PENDING_ALERT_MINUTES.default),
    // Configurações › WhatsApp: the number as wa.me wants it (55 + DDD + number, 12 or 13 digits)
    // and only the messages the owner rewrote, by status: the others follow the defaults in code.
    whatsappNumber: p.string().length(13).nullable(),
    whatsappTemplates: p.json<Partial<Record<OrderStatus, string>>>().defaultRaw(`'{}'`),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IRestaurant = InferEntity<typeof Restaurant>;
