import { Category } from './category.entity';
import { CustomerRestaurant } from './customer-restaurant.entity';
import { OrderItem } from './order-item.entity';
import { OrderStatusEvent } from './order-status-event.entity';
import { Order } from './order.entity';
import { Product } from './product.entity';
import { PushSubscription } from './push-subscription.entity';
import { RateLimit } from './rate-limit.entity';
import { Restaurant } from './restaurant.entity';
import { Session } from './session.entity';
import { Setting } from './setting.entity';
import { User } from './user.entity';

export * from './category.entity';
export * from './customer-restaurant.entity';
export * from './order-item.entity';
export * from './order-status-event.entity';
export * from './order.entity';
export * from './product.entity';
export * from './push-subscription.entity';
export * from './rate-limit.entity';
export * from './restaurant.entity';
export * from './session.entity';
export * from './setting.entity';
export * from './user.entity';

export const entities = [User, Restaurant, Category, Product, Order, OrderItem, OrderStatusEvent, CustomerRestaurant, Setting, Session, RateLimit, PushSubscription];
