import { ORDER_STATUS_LABELS, type OrderStatus } from './constants';
import { formatBRL } from './money';

/**
 * WhatsApp by links only (wa.me): the web app opens a chat with a ready message and the person
 * sends it. No unofficial automation, which gets numbers banned. Shared by the server (it
 * validates the restaurant's number and templates) and the web app (it builds the links).
 */

/** Brazil's country code: every number is stored and linked with it. */
const COUNTRY_CODE = '55';

/**
 * A national number: a DDD (two digits, no zero) then a mobile's 9 digits starting with 9 or a
 * landline's 8 (WhatsApp Business runs on landlines too).
 */
const NATIONAL_NUMBER = /^[1-9]{2}(?:9\d{8}|[2-9]\d{7})$/;

/**
 * A Brazilian phone as typed ('(11) 98765-4321', '+55 11 98765 4321', '011 98765-4321') → the
 * digits wa.me wants, '5511987654321'; null when it is not a Brazilian number with DDD.
 * 10–11 digits are national; 12–13 starting with 55 carry the country code (55 is also a DDD,
 * but a national number has at most 11 digits, so the length decides).
 */
export function toWhatsappNumber(typed: string): string | null {
  // Leading zeros are the trunk ('0 11 …') or international ('00 55 …') prefixes.
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  const national = (digits.length === 12 || digits.length === 13) && digits.startsWith(COUNTRY_CODE) ? digits.slice(2) : digits;
  return NATIONAL_NUMBER.test(national) ? `${COUNTRY_CODE}${national}` : null;
}

/** '5511987654321' → '+55 (11) 98765-4321', for showing a stored number. */
export function formatWhatsappNumber(number: string): string {
  const national = number.startsWith(COUNTRY_CODE) ? number.slice(2) : number;
  const area = national.slice(0, 2);
  const rest = national.slice(2);
  const split = rest.length === 9 ? 5 : 4;
  return `+${COUNTRY_CODE} (${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** A chat with `number` (digits with country code), with `text` typed in and ready to send. */
export function whatsappChatUrl(number: string, text?: string): string {
  // encodeURIComponent writes UTF-8 bytes: accents, emoji and line breaks arrive as typed.
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}

/** The most a template may hold, in characters (as a text field counts them). */
export const WHATSAPP_TEMPLATE_MAX = 1500;

/** What a template may use, each written between braces: {nome}. */
export const WHATSAPP_VARIABLES = ['nome', 'pedido', 'status', 'total', 'link'] as const;
export type WhatsappVariable = (typeof WHATSAPP_VARIABLES)[number];

export const WHATSAPP_VARIABLE_DESCRIPTIONS: Record<WhatsappVariable, string> = {
  nome: 'nome do cliente',
  pedido: 'número do pedido (#a1b2)',
  status: 'status do pedido',
  total: 'total (R$ 12,50)',
  link: 'página do pedido para o cliente acompanhar',
};

/** One message per status; an owner edits them in Configurações › WhatsApp. */
export type WhatsappTemplates = Record<OrderStatus, string>;

export const DEFAULT_WHATSAPP_TEMPLATES: WhatsappTemplates = {
  pending: 'Olá, {nome}! Recebemos seu pedido {pedido} ({total}). Já já confirmamos. Acompanhe por aqui: {link}',
  confirmed: 'Olá, {nome}! Seu pedido {pedido} foi confirmado e logo entra em preparo. Acompanhe: {link}',
  preparing: 'Olá, {nome}! Seu pedido {pedido} está sendo preparado. Acompanhe: {link}',
  ready: 'Olá, {nome}! Seu pedido {pedido} está pronto e já vai sair. Total: {total}. Acompanhe: {link}',
  out_for_delivery: 'Olá, {nome}! Seu pedido {pedido} saiu para entrega e logo chega até você. Acompanhe: {link}',
  delivered: 'Olá, {nome}! Seu pedido {pedido} foi entregue. Bom apetite e obrigado pela preferência!',
  cancelled: 'Olá, {nome}. Infelizmente seu pedido {pedido} foi cancelado. Veja os detalhes: {link}',
};

/** Anything written like a variable: a word between braces. Other braces are plain text. */
const VARIABLE_LIKE = /\{([\p{L}\p{N}_]+)\}/gu;

const isVariable = (name: string): name is WhatsappVariable => (WHATSAPP_VARIABLES as readonly string[]).includes(name);

/** The variable-like words of a template that are not variables ('{endereco}', '{Nome}'), each once. */
export function unknownWhatsappVariables(template: string): string[] {
  const names = [...template.matchAll(VARIABLE_LIKE)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isVariable(name)))];
}

/** 'Variável desconhecida: {endereco}. Use {nome}, {pedido}, {status}, {total} ou {link}.' */
export function unknownWhatsappVariablesMessage(unknown: readonly string[]): string {
  const known = WHATSAPP_VARIABLES.map((name) => `{${name}}`);
  const use = `${known.slice(0, -1).join(', ')} ou ${known.at(-1) ?? ''}`;
  const names = unknown.map((name) => `{${name}}`).join(', ');
  return `${unknown.length > 1 ? 'Variáveis desconhecidas' : 'Variável desconhecida'}: ${names}. Use ${use}.`;
}

/** The order facts a message is written from. */
export interface WhatsappOrderFacts {
  id: string;
  customerName: string | null;
  status: OrderStatus;
  total: string;
  /** The customer's page of this order (absolute URL). */
  url: string;
}

/** A template with its variables filled in from the order. */
export function renderWhatsappTemplate(template: string, order: WhatsappOrderFacts): string {
  const values: Record<WhatsappVariable, string> = {
    // The first name: how a restaurant greets a customer.
    nome: order.customerName?.trim().split(/\s+/)[0] || 'cliente',
    pedido: `#${order.id.slice(-4)}`,
    status: ORDER_STATUS_LABELS[order.status],
    total: formatBRL(order.total),
    link: order.url,
  };
  return template.replace(VARIABLE_LIKE, (written, name: string) => (isVariable(name) ? values[name] : written));
}
