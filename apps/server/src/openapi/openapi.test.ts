import { compileErrors, validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSpecRoutes } from '../../test/spec-routes';
import { restRoutes } from '../rest/routes';
import { testAppForTheFile } from '../../test/test-app';
import { signedInOwner } from '../../test/restaurant-fixtures';
import { toOpenApiPath, type OpenApiDocument } from './openapi-document';

type Operation = {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  'x-trpc-procedure'?: string;
  'x-access'?: string;
  security?: unknown[];
};

const t = testAppForTheFile();
let doc: OpenApiDocument;

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  doc = res.json();
});

const operation = (method: string, path: string) => doc.paths[path]?.[method.toLowerCase()] as Operation | undefined;
const placeholderless = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const jsonSchema = (op: Operation | undefined, status: string) => op?.responses[status]?.content?.['application/json']?.schema;

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('lists every call of the spec (shared/spec/rest-routes.txt)', () => {
    const lines = readSpecRoutes();
    expect(lines.length).toBeGreaterThan(20);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${placeholderless(path)}`));
    for (const line of lines) {
      const [method, target] = line.split(' ') as [string, string];
      const [path, query] = target.split('?') as [string, string | undefined];
      expect(documented, line).toContain(`${method} ${placeholderless(path)}`);
      const pathKey = Object.keys(doc.paths).find((key) => placeholderless(key) === placeholderless(path)) as string;
      for (const name of new URLSearchParams(query ?? '').keys()) {
        expect(operation(method, pathKey)?.parameters?.map((p) => `${p.in}:${p.name}`), line).toContain(`query:${name}`);
      }
    }
  });

  it('has an operation for every row of the REST routes table, naming its tRPC procedure', () => {
    for (const route of restRoutes) {
      const op = operation(route.method, toOpenApiPath(route.url));
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(op?.['x-trpc-procedure']).toBe(route.procedure);
    }
  });

  it('derives request and response schemas from the procedures', () => {
    const login = operation('POST', '/api/login');
    expect(login?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('email');
    expect(login?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('password');

    const bySlug = operation('GET', '/api/restaurants/slug/{slug}');
    expect(bySlug?.parameters).toContainEqual(expect.objectContaining({ name: 'slug', in: 'path', required: true }));
    expect(jsonSchema(bySlug, '200')?.properties).toHaveProperty('shareableSlug');
    expect(jsonSchema(bySlug, '200')?.properties).not.toHaveProperty('password');

    const logo = operation('PUT', '/api/logo');
    expect(logo?.requestBody?.content['application/json']?.schema.required).toEqual(['logoURL']);
    expect(jsonSchema(logo, '200')?.properties).toHaveProperty('logoPath');

    const upload = operation('POST', '/api/objects/upload');
    expect(upload?.requestBody).toBeUndefined();
    expect(jsonSchema(upload, '200')?.required).toEqual(['uploadURL', 'objectPath']);
  });

  it('documents the restaurant list as a plain array with its search, page parameters and X-Next-Cursor (issue 20)', () => {
    const list = operation('GET', '/api/restaurants');
    expect(list?.parameters?.map((p) => `${p.in}:${p.name}:${p.required ?? false}`)).toEqual(
      expect.arrayContaining(['query:customerId:true', 'query:q:false', 'query:cuisine:false', 'query:limit:false', 'query:cursor:false']),
    );
    expect(jsonSchema(list, '200')?.type).toBe('array');
    const headers = (list?.responses['200'] as { headers?: Record<string, unknown> }).headers;
    expect(headers).toHaveProperty('X-Next-Cursor');
  });

  it('tells who may call each route', () => {
    expect(operation('GET', '/api/logo')?.['x-access']).toBe('public');
    expect(operation('GET', '/api/logo')?.security).toEqual([]);
    expect(operation('POST', '/api/objects/upload')?.['x-access']).toBe('signedIn');
    expect(operation('POST', '/api/objects/upload')?.responses).toHaveProperty('401');
    expect(operation('PUT', '/api/logo')?.['x-access']).toBe('admin');
    expect(operation('PUT', '/api/logo')?.responses).toHaveProperty('403');
    expect(operation('PUT', '/api/logo')?.security).toEqual([{ sessionCookie: [] }]);
  });

  it('describes the plain routes: the binary upload PUT, stored images and GET /api/logout', () => {
    const put = operation('PUT', '/api/objects/upload/{objectId}');
    expect(put?.requestBody?.content).toHaveProperty('*/*');
    expect(Object.keys(put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '403', '409', '413', '415']));
    expect(operation('GET', '/objects/{objectId}')?.responses['200']?.content).toHaveProperty('image/png');
    expect(operation('GET', '/api/logout')).toBeDefined();
  });
});

describe('GET /api/openapi.json says what the server does (issue 28)', () => {
  const bodySchema = (op: Operation | undefined) => op?.requestBody?.content['application/json']?.schema;

  it('has a servers entry: this server, whatever its address', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('declares the 503 of every call, naming the CEP provider where a call waits on it', () => {
    for (const op of [operation('GET', '/api/cep/{cep}'), operation('GET', '/api/restaurants/{id}/delivery-quote')]) {
      expect((op?.responses['503'] as { description?: string } | undefined)?.description).toContain('Provedor de CEP');
    }
    expect((operation('GET', '/api/restaurants/slug/{slug}')?.responses['503'] as { description?: string }).description).toContain('banco de dados');
  });

  it('describes what GET /api/logout answers: the redirect that clears the cookie, 500 and 503', () => {
    const logout = operation('GET', '/api/logout');
    expect(Object.keys(logout?.responses ?? {}).sort()).toEqual(['302', '500', '503']);
    expect((logout?.responses['302'] as { headers?: Record<string, unknown> }).headers).toHaveProperty('Set-Cookie');
  });

  it('bounds product tags as the server does: at most 20, each at most 30 characters', () => {
    for (const op of [operation('POST', '/api/products'), operation('PUT', '/api/products/{id}')]) {
      expect(bodySchema(op)?.properties?.tags).toMatchObject({ type: 'array', maxItems: 20, items: { type: 'string', maxLength: 30 } });
    }
  });

  it('marks a body required when the call refuses a request without one (PUT /api/user/profile)', async () => {
    const profile = operation('PUT', '/api/user/profile') as Operation & { requestBody?: { required?: boolean } };
    expect(profile.requestBody?.required).toBe(true);
    const owner = await signedInOwner(t);
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(400);
    // A DELETE reads its query when no body comes: its body stays optional.
    expect((operation('DELETE', '/api/user') as { requestBody?: { required?: boolean } }).requestBody?.required).toBe(false);
  });

  it('declares every {id} of /api/restaurants/{id}/… as a UUID, so /api/restaurants/slug/{slug} cannot be read as one', () => {
    const idPaths = Object.keys(doc.paths).filter((path) => path.startsWith('/api/restaurants/{id}'));
    expect(idPaths.length).toBeGreaterThan(10);
    for (const path of idPaths) {
      for (const [method, op] of Object.entries(doc.paths[path] ?? {}) as [string, Operation][]) {
        const id = op.parameters?.find((param) => param.in === 'path' && param.name === 'id') as { schema?: { format?: string } } | undefined;
        expect(id?.schema?.format, `${method.toUpperCase()} ${path}`).toBe('uuid');
      }
    }
  });
});

describe('GET /api/docs', () => {
  it('serves a documentation page that loads its assets from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1] as string);
    expect(assets).toHaveLength(3);
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(100);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/docs.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
  });
});
