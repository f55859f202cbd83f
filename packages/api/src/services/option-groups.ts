import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import {
  OPTION_LIMITS,
  type createOptionGroupInputSchema,
  type linkProductOptionGroupsInputSchema,
  type MultiFlavourPricing,
  type OptionGroup as OptionGroupDto,
  type reorderOptionGroupsInputSchema,
  type updateOptionGroupInputSchema,
} from '@direto/contracts';
import { GroupOption, OptionGroup, Product, ProductOptionGroup, type IGroupOption, type IOptionGroup, type IRestaurant, type IUser } from '@direto/db';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../errors';
import { toOptionGroupDto } from '../mappers/option-group';
import { loadOwnedProduct } from './product';
import { assertOwns, loadOwnedRestaurant } from './restaurant-ownership';

const OPTION_GROUP_NOT_FOUND = 'Grupo de opções não encontrado';
const TOO_MANY_GROUPS = `O restaurante pode ter no máximo ${OPTION_LIMITS.groupsPerRestaurantMax} grupos de opções.`;
const UNKNOWN_SIZE = 'Um preço por tamanho se refere a um tamanho que não existe neste restaurante.';
const FOREIGN_OPTION = 'Uma das opções enviadas não é deste grupo.';
const FOREIGN_GROUP = 'Um dos grupos enviados não é deste restaurante.';
const REORDER_ALL_GROUPS = 'Envie todos os grupos do restaurante, cada um uma única vez.';

type GroupInput = Omit<z.output<typeof createOptionGroupInputSchema>, 'id'>;

/** The owner's groups in their order, each with its options and the products it is linked to. */
export async function listOptionGroups(em: EntityManager, owner: IUser, restaurantId: string): Promise<OptionGroupDto[]> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const groups = await em.find(OptionGroup, { restaurant: restaurant.id }, { orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] });
  return describeGroups(em, groups);
}

/** Options and product links of these groups, two queries for all of them. */
async function describeGroups(em: EntityManager, groups: readonly IOptionGroup[]): Promise<OptionGroupDto[]> {
  const ids = groups.map((group) => group.id);
  const options = await em.find(GroupOption, { group: { $in: ids } }, { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  const links = await em.find(ProductOptionGroup, { group: { $in: ids } });
  return groups.map((group) =>
    toOptionGroupDto(
      group,
      options.filter((option) => option.group.id === group.id),
      links.filter((link) => link.group.id === group.id).map((link) => link.product.id),
    ),
  );
}

/** Adds a group at the end of the restaurant's list. */
export async function createOptionGroup(em: EntityManager, owner: IUser, input: z.output<typeof createOptionGroupInputSchema>): Promise<OptionGroupDto> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.id);
  const count = await em.count(OptionGroup, { restaurant: restaurant.id });
  if (count >= OPTION_LIMITS.groupsPerRestaurantMax) throw conflict(TOO_MANY_GROUPS);
  await assertKnownSizes(em, restaurant, input);
  const group = em.create(OptionGroup, { restaurant, sortOrder: count, ...groupFields(input) });
  writeOptions(em, group, [], input);
  await em.flush();
  return (await describeGroups(em, [group]))[0] as OptionGroupDto;
}

/** Saves the whole group: options sent with an id are updated, new ones created, those left out removed. */
export async function updateOptionGroup(em: EntityManager, owner: IUser, input: z.output<typeof updateOptionGroupInputSchema>): Promise<OptionGroupDto> {
  const group = await loadOwnedGroup(em, owner, input.groupId);
  await assertKnownSizes(em, group.restaurant, input);
  const current = await em.find(GroupOption, { group: group.id });
  const currentIds = new Set(current.map((option) => option.id));
  if (input.options.some((option) => option.id && !currentIds.has(option.id))) throw badRequest(FOREIGN_OPTION);
  em.assign(group, groupFields(input));
  writeOptions(em, group, current, input);
  await em.flush();
  return (await describeGroups(em, [group]))[0] as OptionGroupDto;
}

/** Removes a group, its options and its links; past orders keep their snapshot. */
export async function deleteOptionGroup(em: EntityManager, owner: IUser, groupId: string): Promise<{ id: string }> {
  const group = await loadOwnedGroup(em, owner, groupId);
  await em.nativeDelete(OptionGroup, { id: group.id });
  return { id: groupId };
}

/** Links exactly these groups (of the product's restaurant) to the product, in this order, replacing the links in one step. */
export async function linkProductOptionGroups(
  em: EntityManager,
  owner: IUser,
  input: z.output<typeof linkProductOptionGroupsInputSchema>,
): Promise<{ productId: string; groupIds: string[] }> {
  const product = await loadOwnedProduct(em, owner, input.productId);
  const groups = await em.find(OptionGroup, { id: { $in: input.groupIds }, restaurant: product.restaurant.id });
  if (groups.length !== input.groupIds.length) throw badRequest(FOREIGN_GROUP);
  await em.transactional(async (tx) => {
    // Saves of the same product take turns on its row: without the lock two saves at once both delete,
    // then both insert the same links (a primary-key clash, a 500) or a mix of their two lists.
    await tx.findOneOrFail(Product, product.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await tx.nativeDelete(ProductOptionGroup, { product: product.id });
    input.groupIds.forEach((groupId, index) => tx.create(ProductOptionGroup, { product: product.id, group: groupId, sortOrder: index }));
  });
  return { productId: product.id, groupIds: input.groupIds };
}

/** Puts the restaurant's groups in this order (the Complementos list). */
export async function reorderOptionGroups(em: EntityManager, owner: IUser, input: z.output<typeof reorderOptionGroupsInputSchema>): Promise<OptionGroupDto[]> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.restaurantId);
  const groups = await em.find(OptionGroup, { restaurant: restaurant.id });
  const byId = new Map(groups.map((group) => [group.id, group]));
  const ordered = input.groupIds.map((id) => byId.get(id));
  if (new Set(input.groupIds).size !== groups.length || ordered.length !== groups.length || ordered.some((group) => !group)) {
    throw badRequest(REORDER_ALL_GROUPS);
  }
  ordered.forEach((group, index) => {
    if (group) group.sortOrder = index;
  });
  await em.flush();
  return listOptionGroups(em, owner, restaurant.id);
}

export async function getFlavourPricing(em: EntityManager, owner: IUser, restaurantId: string): Promise<{ multiFlavourPricing: MultiFlavourPricing }> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  return { multiFlavourPricing: restaurant.multiFlavourPricing };
}

export async function setFlavourPricing(
  em: EntityManager,
  owner: IUser,
  input: { restaurantId: string; multiFlavourPricing: MultiFlavourPricing },
): Promise<{ multiFlavourPricing: MultiFlavourPricing }> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.restaurantId);
  restaurant.multiFlavourPricing = input.multiFlavourPricing;
  await em.flush();
  return { multiFlavourPricing: restaurant.multiFlavourPricing };
}

async function loadOwnedGroup(em: EntityManager, owner: IUser, groupId: string): Promise<IOptionGroup> {
  const group = await em.findOne(OptionGroup, groupId, { populate: ['restaurant'] });
  if (!group) throw notFound(OPTION_GROUP_NOT_FOUND);
  assertOwns(owner, group.restaurant);
  return group;
}

function groupFields(input: GroupInput) {
  return { name: input.name, min: input.min, max: input.max, pricing: input.pricing, kind: input.kind };
}

/** Per-size prices must name size options of this restaurant (a flavour priced for a size that does not exist is a mistake). */
async function assertKnownSizes(em: EntityManager, restaurant: IRestaurant, input: GroupInput): Promise<void> {
  const sizeIds = new Set(input.options.flatMap((option) => Object.keys(option.sizePrices ?? {})));
  if (sizeIds.size === 0) return;
  const sizes = await em.find(GroupOption, { id: { $in: [...sizeIds] }, group: { restaurant: restaurant.id, kind: 'size' } });
  if (sizes.length !== sizeIds.size) throw badRequest(UNKNOWN_SIZE);
}

/** Creates, updates and removes the group's options so they are exactly the input's, in its order. */
function writeOptions(em: EntityManager, group: IOptionGroup, current: readonly IGroupOption[], input: GroupInput): void {
  const byId = new Map(current.map((option) => [option.id, option]));
  const kept = new Set<string>();
  input.options.forEach((option, index) => {
    const fields = {
      name: option.name,
      description: option.description || null,
      price: option.price,
      maxQuantity: option.maxQuantity,
      isAvailable: option.isAvailable,
      sortOrder: index,
      flavours: input.kind === 'size' ? (option.flavours ?? 1) : null,
      sizePrices: input.kind === 'flavour' && option.sizePrices && Object.keys(option.sizePrices).length > 0 ? option.sizePrices : null,
      // A client that never heard of the 'Código PDV' leaves it as it is.
      ...(option.externalCode !== undefined ? { externalCode: option.externalCode || null } : {}),
    };
    const existing = option.id ? byId.get(option.id) : undefined;
    if (existing) {
      em.assign(existing, fields);
      kept.add(existing.id);
    } else em.create(GroupOption, { group, ...fields });
  });
  for (const option of current) if (!kept.has(option.id)) em.remove(option);
}
