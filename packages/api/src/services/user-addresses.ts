import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_ADDRESSES_MAX, type Address, type UserAddress as UserAddressDto, type addressInputSchema } from '@direto/contracts';
import { User, UserAddress, type IUser, type IUserAddress } from '@direto/db';
import type { z } from 'zod';
import { now } from '../clock';
import { conflict, notFound } from '../errors';
import { storedAddress } from './delivery-settings';

type AddressInput = z.output<typeof addressInputSchema>;
const ADDRESS_NOT_FOUND = 'Endereço não encontrado';

function toDto(address: IUserAddress): UserAddressDto {
  return {
    id: address.id,
    cep: address.cep,
    street: address.street,
    number: address.number,
    complement: address.complement ?? null,
    district: address.district,
    city: address.city,
    state: address.state,
    reference: address.reference ?? null,
    lastUsedAt: address.lastUsedAt ? address.lastUsedAt.toISOString() : null,
  };
}

/** The caller's address book, the last used first (the checkout preselects it). */
export async function listUserAddresses(em: EntityManager, user: IUser): Promise<UserAddressDto[]> {
  const addresses = await em.find(UserAddress, { user: user.id }, { orderBy: { lastUsedAt: 'desc nulls last', createdAt: 'desc' } });
  return addresses.map(toDto);
}

export async function createUserAddress(em: EntityManager, user: IUser, input: AddressInput): Promise<UserAddressDto> {
  if ((await em.count(UserAddress, { user: user.id })) >= USER_ADDRESSES_MAX) throw conflict(`No máximo ${USER_ADDRESSES_MAX} endereços. Remova um para adicionar outro.`);
  const address = em.create(UserAddress, { user: em.getReference(User, user.id), ...storedAddress(input), lastUsedAt: null });
  await em.flush();
  return toDto(address);
}

async function loadOwn(em: EntityManager, user: IUser, id: string): Promise<IUserAddress> {
  // Someone else's address is "not found": its existence is nobody else's business.
  const address = await em.findOne(UserAddress, { id, user: user.id });
  if (!address) throw notFound(ADDRESS_NOT_FOUND);
  return address;
}

export async function updateUserAddress(em: EntityManager, user: IUser, id: string, input: AddressInput): Promise<UserAddressDto> {
  const address = await loadOwn(em, user, id);
  em.assign(address, storedAddress(input));
  await em.flush();
  return toDto(address);
}

export async function deleteUserAddress(em: EntityManager, user: IUser, id: string): Promise<{ id: string }> {
  const address = await loadOwn(em, user, id);
  await em.nativeDelete(UserAddress, { id: address.id });
  return { id };
}

/** An order's address goes to the customer's book (or, when already there, becomes the last used). */
export async function rememberAddress(tx: EntityManager, userId: string, address: Address): Promise<void> {
  const same = await tx.findOne(UserAddress, { user: userId, cep: address.cep, street: address.street, number: address.number, complement: address.complement });
  if (same) {
    tx.assign(same, { ...address, lastUsedAt: now() });
    return;
  }
  if ((await tx.count(UserAddress, { user: userId })) >= USER_ADDRESSES_MAX) return;
  tx.create(UserAddress, { user: tx.getReference(User, userId), ...address, lastUsedAt: now() });
}
