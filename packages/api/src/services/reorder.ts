import type { EntityManager } from '@mikro-orm/postgresql';
import {
  choiceProblemMessage,
  findChoiceProblem,
  formatBRL,
  fromCents,
  LIMITS,
  optionsCents,
  toCents,
  type MenuProduct,
  type ReorderLine,
  type ReorderResult,
} from '@direto/contracts';
import { Order, Restaurant, type IOrderItem, type IUser } from '@direto/db';
import { conflict, forbidden, notFound, unauthorized } from '../errors';
import { listMenu } from './menu';
import { itemsByOrder } from './order-queries';
import { NOT_YOUR_ORDER, ORDER_NOT_FOUND } from './order-status';

const RESTAURANT_GONE = 'Este restaurante não está mais no Direto.';
const SIGN_IN_FIRST = 'Faça login para continuar.';

/** Who asks: the signed-in account, if any, and the guest device cookie's id, if any. */
interface Reorderer {
  user: IUser | null;
  deviceId: string | null;
}

/**
 * 'Pedir de novo' (issue 30): the customer's past order rebuilt as a cart of the same restaurant —
 * the same products, options, notes and quantities at today's names and prices — with, in pt-BR,
 * what differs ('Coxinha está indisponível', 'Preço de X mudou de R$ 8,00 para R$ 9,00'). Nothing
 * is placed: the customer confirms at the checkout. Only who placed the order may: its account, or
 * for a guest order the device (cookie) that placed it — never someone who merely knows the phone.
 */
export async function rebuildOrderAsCart(em: EntityManager, who: Reorderer, orderId: string): Promise<ReorderResult> {
  const order = await em.findOne(Order, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const byAccount = !!who.user && order.customer?.id === who.user.id;
  const byDevice = !!who.deviceId && order.guestDeviceId === who.deviceId;
  if (!byAccount && !byDevice) throw who.user || who.deviceId ? forbidden(NOT_YOUR_ORDER) : unauthorized(SIGN_IN_FIRST);
  const restaurant = order.restaurant ? await em.findOne(Restaurant, order.restaurant.id) : null;
  if (!restaurant) throw conflict(RESTAURANT_GONE);
  const [menu, items] = await Promise.all([listMenu(em, restaurant.id), itemsByOrder(em, [order.id])]);
  const byId = new Map(menu.map((product) => [product.id, product]));
  const lines: ReorderLine[] = [];
  const changes: string[] = [];
  for (const item of items.get(order.id) ?? []) {
    const line = rebuildLine(item, item.product ? byId.get(item.product.id) : undefined, changes);
    if (line) lines.push(line);
  }
  return { restaurantId: restaurant.id, restaurantSlug: restaurant.shareableSlug, lines, changes };
}

/** One past line as a cart line at today's menu, or null when it cannot be ordered again; what differs is added to `changes`. */
function rebuildLine(item: IOrderItem, product: MenuProduct | undefined, changes: string[]): ReorderLine | null {
  if (!product) {
    changes.push(`${item.productName} não está mais no cardápio`);
    return null;
  }
  if (!product.isAvailable) {
    changes.push(`${product.name} está indisponível`);
    return null;
  }
  // Choices still on offer are kept; the others are named and left out.
  const offered = new Map(product.optionGroups.flatMap((group) => group.options.map((option) => [option.id, option])));
  const kept = item.options.filter((chosen) => {
    const option = offered.get(chosen.optionId);
    if (option?.isAvailable) return true;
    changes.push(`${chosen.name} não está mais disponível em ${product.name}`);
    return false;
  });
  const choices = kept.map(({ optionId, quantity }) => ({ optionId, quantity }));
  const problem = findChoiceProblem(product.optionGroups, choices);
  if (problem) {
    changes.push(`${product.name} precisa ser escolhido de novo: ${choiceProblemMessage(problem)}`);
    return null;
  }
  const optionsPriceCents = optionsCents(product.optionGroups, choices);
  const unitCents = toCents(product.price) + optionsPriceCents;
  if (unitCents !== toCents(item.unitPrice)) {
    changes.push(`Preço de ${product.name} mudou de ${formatBRL(item.unitPrice)} para ${formatBRL(fromCents(unitCents))}`);
  }
  const { id, restaurantId, name, price, imageUrl } = product;
  return {
    product: { id, restaurantId, name, price, imageUrl },
    quantity: Math.min(item.quantity, LIMITS.quantityMax),
    ...(kept.length > 0
      ? {
          options: kept.map((chosen) => ({ optionId: chosen.optionId, quantity: chosen.quantity, name: offered.get(chosen.optionId)?.name ?? chosen.name, isFlavour: chosen.isFlavour })),
          optionsPrice: fromCents(optionsPriceCents),
        }
      : {}),
    ...(item.notes ? { notes: item.notes } : {}),
  };
}
