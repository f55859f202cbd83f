import fc from 'fast-check';
import { required } from '../required';

/**
 * fast-check generators of hostile HTTP input: wrong types, missing and extra fields, huge
 * strings, odd unicode, negative and enormous numbers, malformed JSON and wrong content types.
 */

/** Strings that have broken parsers, databases and templates before. */
const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202egnp.exe',
  '\ufeff',
  '\u2028\u2029',
  'e\u0301',
  '🍕🇧🇷👩‍👩‍👧',
  'ção',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '12,50',
  '-0.01',
  '99999999999999999999.99',
  '0x10',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '/objects/../../etc/passwd',
  'http://169.254.169.254/latest/meta-data',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '%00',
  '%',
  '\\',
  '\r\nSet-Cookie: x=1',
];

/** Characters worth repeating: multi-byte, invisible, control, surrogate halves. */
const ODD_CHARACTERS = ['\u0000', '\u0001', '\u007f', '\ud800', '\udfff', '\u202e', '\ufeff', '\u2028', 'é', 'e\u0301', '🍕', '\u200b', '"', '\\'];

/** Longer than any bound of the schemas (the longest is 4096); now and then near the 1 MB body limit. */
const hugeString = fc
  .tuple(fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 150, max: 20_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 300_000 }) }), fc.constantFrom('x', 'ç', '🍕', ' ', '\u0000', '9'))
  .map(([length, character]) => character.repeat(length));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...ODD_CHARACTERS), maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 0.5, 12.345, 0.1 + 0.2, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308),
);

const keyName = fc.oneof(
  fc.constantFrom('id', 'ownerId', 'userId', 'customerId', 'restaurantId', 'isAdmin', 'userType', 'status', 'password', 'price', 'total', '__proto__', 'constructor', 'prototype'),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value made of hostile parts, a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(keyName, tie('value'), { maxKeys: 5 }),
  ),
})).value;

type Json = unknown;
type Path = (string | number)[];

/** Places in a JSON tree: the root, each property, and the first elements of each array. */
function pathsOf(root: Json): Path[] {
  const paths: Path[] = [];
  const pending: { value: Json; path: Path }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    paths.push(path);
    if (Array.isArray(value)) value.slice(0, 20).forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pending.push({ value: item, path: [...path, key] });
  }
  return paths;
}

function getAt(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)?.[key], value);
}

/** A copy of `root` with the node at `path` replaced by `replace(node)`, or removed when it returns `REMOVE`. */
const REMOVE = Symbol('remove');
function updateAt(root: Json, path: Path, replace: (node: Json) => Json | typeof REMOVE): Json {
  if (path.length === 0) {
    const next = replace(root);
    return next === REMOVE ? undefined : next;
  }
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, Json>;
  if (rest.length > 0) {
    copy[head] = updateAt(copy[head], rest, replace);
    return copy;
  }
  const next = replace(copy[head]);
  if (next !== REMOVE) copy[head] = next;
  else if (Array.isArray(copy)) copy.splice(head as number, 1);
  else delete copy[head];
  return copy;
}

interface Mutation {
  at: number;
  op: 'replace' | 'remove' | 'addField' | 'explode' | 'wrap';
  key: string;
  value: Json;
  count: number;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('replace', 'replace', 'replace', 'remove', 'addField', 'explode', 'wrap'),
  key: keyName,
  value: hostileValue,
  // Past every array bound of the schemas (the largest is 200).
  count: fc.oneof(fc.integer({ min: 2, max: 50 }), fc.integer({ min: 201, max: 3_000 })),
});

function applyMutation(root: Json, change: Mutation): Json {
  const paths = pathsOf(root);
  // pathsOf always includes the root, so there is at least one place.
  const path = required(paths[change.at % paths.length], 'um lugar no JSON');
  const target = getAt(root, path);
  switch (change.op) {
    case 'replace':
      return updateAt(root, path, () => change.value);
    case 'remove':
      return updateAt(root, path, () => REMOVE);
    case 'addField':
      if (Array.isArray(target)) return updateAt(root, path, () => [...target, change.value]);
      if (target && typeof target === 'object') return updateAt(root, path, () => ({ ...target, [change.key]: change.value }));
      return updateAt(root, path, () => ({ [change.key]: change.value }));
    case 'explode': {
      // Many copies of a small element: long arrays, but bodies that still fit in memory.
      const first = Array.isArray(target) && target.length > 0 ? target[0] : change.value;
      const element = (JSON.stringify(first) ?? '').length <= 200 ? first : 1;
      return updateAt(root, path, () => Array.from({ length: change.count }, () => element));
    }
    case 'wrap':
      return updateAt(root, path, () => (change.count % 2 ? [target] : { [change.key]: target }));
  }
}

/** A valid input with up to three hostile changes somewhere in it. */
export function mutationsOf(valid: Json): fc.Arbitrary<Json> {
  return fc.array(mutation, { minLength: 0, maxLength: 3 }).map((changes) => changes.reduce(applyMutation, structuredClone(valid)));
}

/** What a request carries besides its path. */
export type HostileBody =
  | { kind: 'none' }
  | { kind: 'json'; value: Json }
  | { kind: 'raw'; contentType: string | undefined; payload: Buffer };

const raw = (contentType: string | undefined, payload: string | Buffer): HostileBody => ({
  kind: 'raw',
  contentType,
  payload: typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload,
});

/** Bodies no JSON parser should accept, and bodies of the wrong type. */
function brokenBodies(valid: Json): fc.Arbitrary<HostileBody> {
  const validText = JSON.stringify(valid ?? {});
  return fc.oneof(
    fc.nat({ max: Math.max(validText.length - 1, 0) }).map((cut) => raw('application/json', validText.slice(0, cut))),
    fc.constantFrom(
      raw('application/json', ''),
      raw('application/json', '{"a":}'),
      raw('application/json', '{"a":1}lixo'),
      raw('application/json', `${validText}${validText}`),
      raw('application/json', "{'a': 1}"),
      raw('application/json', '{"a": NaN}'),
      raw('application/json', '1e999'),
      raw('application/json', '123456789012345678901234567890'),
      raw('application/json', 'null'),
      raw('application/json', '"texto"'),
      raw('application/json', '[]'),
      raw('application/json', `\ufeff${validText}`),
      raw('application/json', '{"__proto__": {"isAdmin": true}}'),
      raw('application/json', '{"constructor": {"prototype": {"isAdmin": true}}}'),
      raw('application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
      raw('application/json', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`),
      raw('application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
      raw('application/json; charset=utf-16', validText),
      raw('application/json; charset=latin1', validText),
      raw('text/plain', validText),
      raw('text/plain', 'email=a@b.com&password=x'),
      raw('application/x-www-form-urlencoded', 'email=a%40b.com&password=senha&isAdmin=true'),
      raw('multipart/form-data; boundary=----x', '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------x--\r\n'),
      raw('application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'),
      raw('application/octet-stream', Buffer.from([0, 1, 2, 255, 254])),
      raw('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
      raw(undefined, validText),
      raw('', validText),
      raw('application/jsonx', validText),
    ),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => raw('application/json', text)),
    fc.tuple(fc.string({ maxLength: 30 }), fc.string({ maxLength: 100 })).map(([type, text]) => raw(type, text)),
  );
}

/** Any request body: mostly near-valid JSON, else any JSON value, broken bodies or none. */
export function hostileBody(valid: Json | undefined): fc.Arbitrary<HostileBody> {
  return fc.oneof(
    { weight: 5, arbitrary: mutationsOf(valid ?? {}).map((value): HostileBody => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: hostileValue.map((value): HostileBody => ({ kind: 'json', value })) },
    { weight: 3, arbitrary: brokenBodies(valid) },
    { weight: 1, arbitrary: fc.constant<HostileBody>({ kind: 'none' }) },
  );
}

/** Percent-encodes every byte of the UTF-8 text that is not unreserved (works for lone surrogates too). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** A path segment: a real id, another well-formed id, or something that is no id at all. */
export function hostileSegment(valid: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(valid.length ? valid : ['x'])).map(percentEncode) },
    { weight: 2, arbitrary: fc.uuid().map(percentEncode) },
    { weight: 4, arbitrary: hostileString.filter((text) => text.length > 0 && text.length < 5_000).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%2e%2e', '..', '%00', '%2F', 'a'.repeat(300)) },
  );
}

/** A query string (with its "?"): the valid one mutated, arbitrary pairs, or undecodable text. */
export function hostileQuery(valid: Record<string, string> | undefined): fc.Arbitrary<string> {
  const encodePairs = (pairs: [string, unknown][]) =>
    pairs
      .flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [key, item] as const) : [[key, value] as const]))
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value) ?? '')}`)
      .join('&');
  return fc
    .oneof(
      { weight: 4, arbitrary: mutationsOf(valid ?? {}).map((value) => (value && typeof value === 'object' && !Array.isArray(value) ? encodePairs(Object.entries(value)) : percentEncode(JSON.stringify(value) ?? ''))) },
      { weight: 2, arbitrary: fc.dictionary(keyName, fc.oneof(hostileString, fc.array(hostileString, { maxLength: 4 })), { maxKeys: 4 }).map((pairs) => encodePairs(Object.entries(pairs))) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', 'a[b]=1&a[c]=2', 'a[__proto__][x]=1', '&&&', '=', 'limit=1&limit=2', 'limit=-1', 'limit=1e9', 'before=%00') },
      { weight: 1, arbitrary: fc.constant('') },
    )
    .map((query) => (query ? `?${query}` : ''));
}
