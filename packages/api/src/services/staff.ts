import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLE_LABEL, type StaffList, type StaffWorkplace } from '@direto/contracts';
import { queries, RestaurantMember, StaffInvitation, User, type IRestaurant, type IUser } from '@direto/db';
import { now } from '../clock';
import type { Context } from '../context';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { composeMail } from '../mail/layout';
import { hashLinkToken, newLinkToken } from './link-token';
import { takeHit } from './rate-limit';
import { loadOwnedRestaurant } from './restaurant-ownership';

const INVITATION_DAYS = 7;
const INVITATION_INVALID = 'Convite inválido ou expirado';
const ALREADY_OWNER = 'Você é o dono deste restaurante.';
const ALREADY_MEMBER = 'Esta pessoa já faz parte da equipe.';
const MEMBER_NOT_FOUND = 'Membro da equipe não encontrado.';
const TOO_MANY_INVITATIONS = 'Muitos convites enviados. Tente novamente mais tarde.';
const invitationForAnotherEmail = (email: string) => `Este convite foi enviado para ${email}. Entre com essa conta para aceitar.`;
const confirmEmailToAccept = (email: string) =>
  `Confirme seu email (${email}) para aceitar o convite: envie o link de confirmação e abra-o na sua caixa de entrada.`;
const INVITATIONS_PER_HOUR = 30;

const fullName = (user: IUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Configurações › Equipe: members and invitations not yet accepted nor expired. */
export async function listStaff(em: EntityManager, owner: IUser, restaurantId: string): Promise<StaffList> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  const members = await em.find(RestaurantMember, { restaurant: restaurantId }, { populate: ['user'], orderBy: { createdAt: 'asc' } });
  const invitations = await em.find(
    StaffInvitation,
    { restaurant: restaurantId, acceptedAt: null, expiresAt: { $gt: now() } },
    { orderBy: { createdAt: 'asc' } },
  );
  return {
    members: members.map((member) => ({
      userId: member.user.id,
      name: fullName(member.user),
      email: member.user.email,
      role: member.role,
      since: member.createdAt.toISOString(),
    })),
    invitations: invitations.map((invitation) => ({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() })),
  };
}

type InviteCaller = Pick<Context, 'em' | 'mailer' | 'publicUrl'> & { user: IUser };

/** Invites `email` as 'Atendente': a new single-use link valid 7 days replaces any pending one. */
export async function inviteStaff({ em, user, mailer, publicUrl }: InviteCaller, restaurantId: string, email: string): Promise<StaffList> {
  const restaurant = await loadOwnedRestaurant(em, user, restaurantId);
  await takeHit(em, [{ key: `staff-invite:${restaurantId}`, max: INVITATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 }], TOO_MANY_INVITATIONS);
  if (email === user.email) throw badRequest(ALREADY_OWNER);
  const invitee = await em.findOne(User, { email });
  if (invitee && (await em.count(RestaurantMember, { restaurant: restaurantId, user: invitee.id }))) throw conflict(ALREADY_MEMBER);

  const token = newLinkToken();
  await em.transactional(async (tx) => {
    await tx.nativeDelete(StaffInvitation, { restaurant: restaurantId, email, acceptedAt: null });
    tx.create(StaffInvitation, {
      restaurant: restaurantId,
      email,
      tokenHash: hashLinkToken(token),
      invitedBy: user.id,
      expiresAt: new Date(now().getTime() + INVITATION_DAYS * 24 * 60 * 60_000),
      acceptedAt: null,
    });
  });
  mailer.send(
    composeMail({
      to: email,
      subject: `Convite para a equipe de ${restaurant.name}`,
      paragraphs: [
        `${fullName(user)} convidou você para a equipe de ${restaurant.name} como ${STAFF_ROLE_LABEL}.`,
        'Como atendente, você acompanha o painel de pedidos, muda o status, imprime, confirma pagamentos Pix e cancela pedidos.',
        `Abra o link para criar sua conta ou entrar e aceitar o convite. Ele vale por ${INVITATION_DAYS} dias e só pode ser usado uma vez.`,
      ],
      action: { label: 'Aceitar convite', url: `${publicUrl}/convite/${token}` },
      footnote: 'Se você não esperava este convite, ignore este e-mail.',
      publicUrl,
    }),
  );
  return listStaff(em, user, restaurantId);
}

type RemoveCaller = Pick<Context, 'em' | 'sessions'> & { user: IUser };

/**
 * Removes a member (their sessions end at once, and with them their open boards' live streams)
 * or, given an invitation's id, cancels that invitation.
 */
export async function removeStaff({ em, user, sessions }: RemoveCaller, restaurantId: string, memberUserId: string): Promise<StaffList> {
  await loadOwnedRestaurant(em, user, restaurantId);
  const removed = await em.nativeDelete(RestaurantMember, { restaurant: restaurantId, user: memberUserId });
  if (removed > 0) {
    await sessions.revokeAll(memberUserId);
  } else if ((await em.nativeDelete(StaffInvitation, { id: memberUserId, restaurant: restaurantId, acceptedAt: null })) === 0) {
    throw notFound(MEMBER_NOT_FOUND);
  }
  return listStaff(em, user, restaurantId);
}

/** The invitation behind a link, if it can still be accepted. */
async function loadOpenInvitation(em: EntityManager, token: string) {
  const invitation = await em.findOne(StaffInvitation, { tokenHash: hashLinkToken(token) }, { populate: ['restaurant'] });
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now()) throw badRequest(INVITATION_INVALID);
  return invitation;
}

/**
 * Whether `token` is an open invitation mailed to `email`: an account created from that link
 * with that address has proven the mailbox.
 */
export async function invitationProvesEmail(em: EntityManager, token: string, email: string): Promise<boolean> {
  const invitation = await em.findOne(StaffInvitation, { tokenHash: hashLinkToken(token), acceptedAt: null, expiresAt: { $gt: now() } });
  return invitation?.email === email;
}

/** What /convite/{token} shows before the person signs in. */
export async function previewInvitation(em: EntityManager, token: string): Promise<{ restaurantName: string; email: string }> {
  const invitation = await loadOpenInvitation(em, token);
  return { restaurantName: invitation.restaurant.name, email: invitation.email };
}

/**
 * Joins the signed-in user to the restaurant as staff. The link was mailed to one address: only
 * the account of that address may use it (a forwarded link is worthless to anyone else), and only
 * once that address is confirmed (or the account was created from this link).
 */
export async function acceptInvitation(em: EntityManager, user: IUser, token: string): Promise<StaffWorkplace> {
  const invitation = await loadOpenInvitation(em, token);
  if (invitation.email !== user.email) throw forbidden(invitationForAnotherEmail(invitation.email));
  // The account's e-mail must be proven: anyone may type any address at registration.
  if (!user.emailConfirmedAt) throw forbidden(confirmEmailToAccept(user.email));
  const restaurant = invitation.restaurant;
  if (restaurant.owner.id === user.id) throw conflict(ALREADY_OWNER);
  await em.transactional(async (tx) => {
    const used = await tx.nativeUpdate(StaffInvitation, { id: invitation.id, acceptedAt: null }, { acceptedAt: now() });
    if (used === 0) throw badRequest(INVITATION_INVALID);
    await queries(tx)
      .insertInto('restaurant_members')
      .values((eb) => ({ id: eb.fn<string>('gen_random_uuid'), restaurant_id: restaurant.id, user_id: user.id, role: 'staff' }))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
  return workplaceAt(restaurant);
}

/** The restaurants where the caller works as staff (the web app opens their board). */
export async function myWorkplaces(em: EntityManager, user: IUser): Promise<StaffWorkplace[]> {
  const members = await em.find(RestaurantMember, { user: user.id }, { populate: ['restaurant'], orderBy: { createdAt: 'asc' } });
  return members.map((member) => workplaceAt(member.restaurant));
}

/** A staff member's view of the restaurant: its name, the board's pending-order alert, and whether they may work the caixa. */
function workplaceAt(restaurant: IRestaurant): StaffWorkplace {
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    role: 'staff',
    pendingAlertMinutes: restaurant.pendingAlertMinutes,
    canOperateCash: restaurant.staffCanOperateCash,
  };
}
