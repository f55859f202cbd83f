import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  adjustedCents,
  formatBRL,
  fromCents,
  LIMITS,
  PRICE_CHANGE_UNDO_MINUTES,
  percentToBasisPoints,
  roundedUpCents,
  toCents,
  type PriceAdjustment,
  type priceChangeInputSchema,
  type PriceChangeResult,
  type PriceChangeUndoResult,
} from '@direto/contracts';
import { PriceChange, Product, Restaurant, type IProduct, type IUser, type PriceChangeItem } from '@direto/db';
import type { z } from 'zod';
import { now } from '../clock';
import { badRequest, conflict, notFound } from '../errors';
import { loadCategoryOfRestaurant } from './category-lookup';
import { assertOwns, loadOwnedRestaurant } from './restaurant-ownership';

type PriceChangeInput = z.output<typeof priceChangeInputSchema>;

const UNDO_WINDOW_MS = PRICE_CHANGE_UNDO_MINUTES * 60_000;
const PRICE_MAX_CENTS = toCents(LIMITS.priceMax);
const NOTHING_SELECTED = 'Nenhum produto para alterar: selecione produtos ou uma categoria com produtos.';
const PRODUCT_OF_OTHER_RESTAURANT = 'Um dos produtos selecionados não é do cardápio deste restaurante.';
const CHANGE_NOT_FOUND = 'Alteração de preços não encontrada';
const ALREADY_UNDONE = 'Esta alteração de preços já foi desfeita.';
const UNDO_EXPIRED = `O prazo para desfazer esta alteração de preços (${PRICE_CHANGE_UNDO_MINUTES} minutos) terminou.`;
const EDITED_SINCE = 'O preço foi editado depois da alteração; ficou como está.';
const DELETED_SINCE = 'O produto foi excluído depois da alteração.';

/**
 * A bulk price change (issue 35): the selected products (or a category's, or the whole menu) by a
 * percentage or an amount, then rounded up. A new price below R$ 0,01 or above the maximum refuses
 * the whole change (400, naming the product) rather than clamping it silently. A preview only
 * computes; otherwise the prices and the change (old and new per product) are written in one
 * transaction, with the products locked so no edit slips in between.
 */
export async function changePrices(em: EntityManager, owner: IUser, input: PriceChangeInput): Promise<PriceChangeResult> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.id);
  if (input.categoryId) await loadCategoryOfRestaurant(em, input.categoryId, restaurant.id);
  const adjustment = adjustmentOf(input);
  if (input.preview) {
    const products = await selectedProducts(em, restaurant.id, input, false);
    return { changeId: null, undoUntil: null, items: priceItems(products, adjustment, input.rounding) };
  }
  return em.transactional(async (tx) => {
    const products = await selectedProducts(tx, restaurant.id, input, true);
    const items = priceItems(products, adjustment, input.rounding);
    // items[i] is products[i]'s.
    items.forEach((item, index) => {
      const product = products[index];
      if (product) product.price = item.newPrice;
    });
    const appliedAt = now();
    const change = tx.create(PriceChange, { restaurant: restaurant.id, items, appliedAt, undoneAt: null });
    await tx.flush();
    return { changeId: change.id, undoUntil: new Date(appliedAt.getTime() + UNDO_WINDOW_MS).toISOString(), items };
  });
}

/**
 * 'Desfazer': puts the old prices back, within the undo window, for the owner of the change's
 * restaurant. A product whose price was edited after the change keeps the owner's edit, and one
 * deleted stays deleted; both are reported in `skipped` (the rest is still undone).
 */
export async function undoPriceChange(em: EntityManager, owner: IUser, changeId: string): Promise<PriceChangeUndoResult> {
  return em.transactional(async (tx) => {
    // Locked: two clicks on 'Desfazer' undo once.
    const change = await tx.findOne(PriceChange, changeId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!change) throw notFound(CHANGE_NOT_FOUND);
    assertOwns(owner, await tx.findOneOrFail(Restaurant, change.restaurant.id));
    if (change.undoneAt) throw conflict(ALREADY_UNDONE);
    const at = now();
    if (at.getTime() - change.appliedAt.getTime() > UNDO_WINDOW_MS) throw conflict(UNDO_EXPIRED);
    const products = await tx.find(
      Product,
      { id: { $in: change.items.map((item) => item.productId) }, restaurant: change.restaurant.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    const result: PriceChangeUndoResult = { changeId: change.id, restored: [], skipped: [] };
    for (const item of change.items) {
      const product = byId.get(item.productId);
      if (!product) result.skipped.push({ ...item, reason: DELETED_SINCE });
      else if (toCents(product.price) !== toCents(item.newPrice)) result.skipped.push({ ...item, reason: EDITED_SINCE });
      else {
        product.price = item.oldPrice;
        result.restored.push(item);
      }
    }
    change.undoneAt = at;
    await tx.flush();
    return result;
  });
}

function adjustmentOf(input: PriceChangeInput): PriceAdjustment {
  // The schema accepted exactly one of the two, each already checked.
  if (input.amount !== undefined) return { cents: toCents(input.amount) };
  return { basisPoints: percentToBasisPoints(input.percent ?? 0) ?? 0 };
}

/** The products the change is about, in the order the owner added them; locked when it is applied. */
async function selectedProducts(em: EntityManager, restaurantId: string, input: PriceChangeInput, lock: boolean): Promise<IProduct[]> {
  const scope = [
    ...(input.productIds ? [{ id: { $in: input.productIds } }] : []),
    ...(input.categoryId ? [{ category: input.categoryId }] : []),
  ];
  const products = await em.find(
    Product,
    { restaurant: restaurantId, ...(scope.length > 0 ? { $or: scope } : {}) },
    { orderBy: { createdAt: 'asc', id: 'asc' }, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
  );
  const found = new Set(products.map((product) => product.id));
  if (input.productIds?.some((id) => !found.has(id))) throw badRequest(PRODUCT_OF_OTHER_RESTAURANT);
  if (products.length === 0) throw badRequest(NOTHING_SELECTED);
  return products;
}

/** Old and new price of each product, or a 400 naming the first product the change would take out of bounds. */
function priceItems(products: readonly IProduct[], adjustment: PriceAdjustment, rounding: PriceChangeInput['rounding']): PriceChangeItem[] {
  return products.map((product) => {
    const oldCents = toCents(product.price);
    const adjusted = adjustedCents(oldCents, adjustment);
    if (adjusted < 1) throw badRequest(`O novo preço de ${product.name} ficaria abaixo de ${formatBRL('0.01')}: escolha uma redução menor.`);
    const newCents = roundedUpCents(adjusted, rounding);
    if (newCents > PRICE_MAX_CENTS) throw badRequest(`O novo preço de ${product.name} passaria do máximo de ${formatBRL(LIMITS.priceMax)}.`);
    return { productId: product.id, name: product.name, oldPrice: fromCents(oldCents), newPrice: fromCents(newCents) };
  });
}
