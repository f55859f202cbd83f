import { normalizeMoney, type OptionGroup as OptionGroupDto } from '@direto/contracts';
import type { IGroupOption, IOptionGroup } from '@direto/db';

/** The owner's view of a group, as stored (a flavour group's own `pricing`, not the restaurant's rule). */
export function toOptionGroupDto(group: IOptionGroup, options: readonly IGroupOption[], productIds: readonly string[]): OptionGroupDto {
  return {
    id: group.id,
    restaurantId: group.restaurant.id,
    name: group.name,
    min: group.min,
    max: group.max,
    pricing: group.pricing,
    kind: group.kind,
    sortOrder: group.sortOrder,
    productIds: [...productIds],
    options: options.map((option) => ({
      id: option.id,
      name: option.name,
      description: option.description ?? null,
      price: normalizeMoney(option.price),
      maxQuantity: option.maxQuantity,
      isAvailable: option.isAvailable,
      ...(option.flavours == null ? {} : { flavours: option.flavours }),
      ...(option.sizePrices ? { sizePrices: Object.fromEntries(Object.entries(option.sizePrices).map(([sizeId, price]) => [sizeId, normalizeMoney(price)])) } : {}),
      ...(option.externalCode ? { externalCode: option.externalCode } : {}),
    })),
  };
}
