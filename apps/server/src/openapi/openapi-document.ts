import type { Access, ProcedureEntry, RestFace } from '@direto/api';
import { restPathOnly } from '@direto/api';
import { MAX_IMAGE_BYTES } from '@direto/contracts';
import { z } from 'zod';
import { SchemaConverter, type JsonSchema } from './json-schema';

/** A procedure with a REST face (restProcedures of @direto/api). */
type RestProcedure = ProcedureEntry & { rest: RestFace };

export interface OpenApiSources {
  /** Every procedure whose meta declares a REST path: each becomes an operation. */
  procedures: readonly RestProcedure[];
  sessionCookieName: string;
  /** Whether PUT /api/objects/upload/{objectId} exists (local storage; with S3 the bucket takes the PUT). */
  localUploads: boolean;
}

type Operation = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
  [key: string]: unknown;
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'público',
  signedIn: 'qualquer usuário conectado',
  owner: 'donos de restaurante',
  restaurantStaff: 'a equipe do restaurante (dono ou atendente)',
  customer: 'clientes',
  admin: 'administradores',
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Every call reads or writes the database: while it is down or a query takes too long, the answer is a 503 (error-reply.ts). */
const DATABASE_UNAVAILABLE = 'Serviço temporariamente indisponível: banco de dados fora do ar ou sobrecarregado; tente de novo em instantes.';

/**
 * Whether a POST or PUT sent without a body is refused. The facade passes a missing body on as no
 * input (path params alone stand in for it; a DELETE always has its query), so an object input
 * whose fields are all optional (PUT /api/user/profile) still needs `{}`.
 */
function refusesMissingBody(procedure: RestProcedure, pathParams: readonly string[]): boolean {
  if (procedure.rest.method === 'DELETE' || pathParams.length > 0) return false;
  return procedure.inputs.some((input) => !input.safeParse(undefined).success);
}

/** '/api/restaurants/:id/stats' → '/api/restaurants/{id}/stats' */
export function toOpenApiPath(fastifyUrl: string): string {
  return fastifyUrl.replace(/:(\w+)/g, '{$1}');
}

function pathParamsOf(path: string): string[] {
  return [...restPathOnly(path).matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

function inputSchemaOf(inputs: ProcedureEntry['inputs'], converter: SchemaConverter, name: string): JsonSchema | null {
  if (inputs.length === 0) return null;
  const parts = inputs.map((input, i) => converter.convert(input, 'input', inputs.length > 1 ? `${name}${i}` : name));
  return parts.length === 1 ? (parts[0] as JsonSchema) : { allOf: parts };
}

function procedureOperation(procedure: RestProcedure, converter: SchemaConverter, operationId: string): Operation {
  const { rest: face, access } = procedure;
  const name = operationId.replace(/\W/g, '_');
  const input = inputSchemaOf(procedure.inputs, converter, name);
  const pathParams = pathParamsOf(face.path);
  const properties = input?.properties ?? {};
  const required = new Set(input?.required ?? []);

  const parameters: Record<string, unknown>[] = pathParams.map((param) => ({
    name: param,
    in: 'path',
    required: true,
    schema: properties[param] ?? { type: 'string' },
  }));
  for (const [header, field] of Object.entries(face.headers ?? {})) {
    parameters.push({ name: header, in: 'header', required: required.has(field), schema: properties[field] ?? { type: 'string' } });
  }
  let requestBody: Record<string, unknown> | undefined;
  // A DELETE's own fields travel in a JSON body (DELETE /api/user { password }: never in a URL).
  const usesQuery = face.method === 'GET';
  // The facade merges path params over the query/body, so they are left out of both.
  const rest = Object.fromEntries(Object.entries(properties).filter(([key]) => !pathParams.includes(key)));
  if (input && usesQuery) {
    for (const [param, schema] of Object.entries(rest)) {
      parameters.push({ name: param, in: 'query', required: required.has(param), schema });
    }
  } else if (input) {
    const body: JsonSchema = input.properties
      ? { ...input, properties: rest, required: [...required].filter((key) => !pathParams.includes(key)) }
      : input;
    requestBody = {
      required: (body.required?.length ?? 0) > 0 || !input.properties || refusesMissingBody(procedure, pathParams),
      content: { 'application/json': { schema: body } },
    };
    // A text body (a CSV file) may also be sent as itself: it becomes that one field.
    if (face.textBody) {
      const field = (body.properties?.[face.textBody.field] ?? { type: 'string' }) as JsonSchema;
      requestBody.content = { [face.textBody.contentType]: { schema: field }, ...(requestBody.content as object) };
    }
    // A file picked in a form: multipart/form-data, the file as itself (JSON carries it in base64).
    if (face.upload && body.properties) {
      const { [face.upload.field]: base64, ...others } = body.properties;
      const { pattern: _pattern, maxLength: _maxLength, minLength: _minLength, ...file } = base64 ?? {};
      const properties = { [face.upload.field]: { ...file, type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' }, ...others };
      requestBody.content = { 'multipart/form-data': { schema: { ...body, properties } }, ...(requestBody.content as object) };
    }
  }

  const successStatus = String(face.status ?? 200);
  // A page answers its items as the body and the next cursor in a header (RestFace.page).
  const answered = face.page && procedure.output instanceof z.ZodObject ? (procedure.output.shape.items as z.ZodType) : procedure.output;
  const outputSchema = answered ? converter.convert(answered, 'output', name) : { type: 'object', properties: { ok: { const: true } } };
  const success: Record<string, unknown> = {
    description: 'Sucesso',
    // A declared content type (an SVG image) is the output string itself, not JSON.
    content: { [face.contentType ?? 'application/json']: { schema: outputSchema } },
  };
  if (face.fileName) {
    success.headers = { 'Content-Disposition': { description: `attachment; filename="${face.fileName}"`, schema: { type: 'string' } } };
  }
  // The same call answers CSV with Accept: text/csv (or a '.csv' suffix on its last parameter).
  if (face.csvVariant) {
    success.content = { ...(success.content as object), 'text/csv': { schema: { type: 'string', description: `CSV para o Excel (UTF-8 com BOM, ";", vírgula decimal), baixado como ${face.csvVariant.fileName}` } } };
  }
  if (face.page) {
    success.headers = {
      [face.page.nextCursorHeader]: {
        description: 'O cursor da próxima página, para o parâmetro cursor; ausente na última página e quando nem limit nem cursor foram enviados.',
        schema: { type: 'string' },
      },
    };
  }
  const responses: Record<string, unknown> = { [successStatus]: success };
  if (input) responses['400'] = errorResponse('Dados inválidos (message cita o primeiro problema; issues lista todos)');
  if (face.upload) responses['413'] = errorResponse(face.upload.tooLarge);
  if (access !== 'public') responses['401'] = errorResponse('Não conectado');
  if (access !== 'public' && access !== 'signedIn') responses['403'] = errorResponse(`Só para ${ACCESS_TEXT[access]}`);
  responses['4XX'] = errorResponse('Outro erro do pedido (404 não encontrado, 409 conflito, 429 tentativas demais...)');
  responses['500'] = errorResponse('Erro interno do servidor');
  responses['503'] = errorResponse(face.unavailableWhen ? `${face.unavailableWhen} ${DATABASE_UNAVAILABLE}` : DATABASE_UNAVAILABLE);

  const { description } = procedure;
  return {
    operationId,
    tags: [procedure.name.split('.')[0]],
    summary: description.split(/(?<=\.)\s/)[0],
    description: `${description}\n\nAcesso: ${ACCESS_TEXT[access]}. Procedimento tRPC: \`${procedure.name}\`.`.trim(),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: access === 'public' ? [] : [{ sessionCookie: [] }],
    'x-trpc-procedure': procedure.name,
    'x-access': access,
  };
}

/** Routes that are plain Fastify handlers (binary bodies, redirects), described by hand. */
function plainOperations(localUploads: boolean): Record<string, Record<string, Operation>> {
  const objectIdParam = { name: 'objectId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
  const operations: Record<string, Record<string, Operation>> = {
    '/api/logout': {
      get: {
        operationId: 'logoutRedirect',
        tags: ['auth'],
        summary: 'Sai e volta para a página inicial.',
        description: 'Link seguido pelo navegador: encerra a sessão no servidor e redireciona para /.',
        // It never refuses a request (no session is fine), so it has no 4xx; docs/openapi-lint.md explains the lint warnings.
        responses: {
          '302': {
            description: 'Sessão encerrada (se havia uma); redireciona para /',
            headers: {
              Location: { schema: { type: 'string', const: '/' } },
              'Set-Cookie': { description: 'Apaga o cookie de sessão, quando havia um.', schema: { type: 'string' } },
            },
          },
          '500': errorResponse('Erro interno do servidor'),
          '503': errorResponse(DATABASE_UNAVAILABLE),
        },
        security: [],
      },
    },
    '/objects/{objectId}': {
      get: {
        operationId: 'getObject',
        tags: ['upload'],
        summary: 'Uma imagem enviada, no seu caminho estável.',
        description: 'Servida com o Content-Type real (detectado pelos primeiros bytes) e Cache-Control de um ano (immutable).',
        parameters: [objectIdParam],
        responses: {
          '200': {
            description: 'A imagem',
            content: Object.fromEntries(['image/png', 'image/jpeg', 'image/webp', 'image/gif'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          },
          '304': { description: 'Não mudou (If-None-Match)' },
          '404': errorResponse('Imagem não encontrada'),
        },
        security: [],
      },
    },
  };
  if (localUploads) {
    operations['/api/objects/upload/{objectId}'] = {
      put: {
        operationId: 'uploadObject',
        tags: ['upload'],
        summary: 'Envia o arquivo para a uploadURL recebida de POST /api/objects/upload.',
        description:
          `Corpo: o próprio arquivo (qualquer Content-Type). Aceita PNG, JPEG, WebP ou GIF (verificados pelos primeiros bytes) de até ${MAX_IMAGE_BYTES} bytes. ` +
          'A URL vale 15 minutos e serve para um único arquivo; é assinada, e não exige cookie. ' +
          'Com armazenamento S3 a uploadURL aponta para o bucket (PUT pré-assinado) e esta rota não existe.',
        parameters: [
          objectIdParam,
          ...['user', 'expires', 'signature'].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } })),
        ],
        requestBody: { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
        responses: {
          '200': {
            description: 'Guardado',
            content: { 'application/json': { schema: { type: 'object', required: ['objectPath'], properties: { objectPath: { type: 'string' } } } } },
          },
          '400': errorResponse('Corpo vazio ou envio interrompido'),
          '403': errorResponse('Link de envio inválido ou expirado'),
          '409': errorResponse('Link de envio já usado'),
          '413': errorResponse('Maior que 5 MB'),
          '415': errorResponse('Não é uma imagem PNG, JPEG, WebP ou GIF'),
        },
        security: [],
      },
    };
  }
  return operations;
}

/** The OpenAPI 3.1 document of the REST facade, generated from the procedures' meta at run time. */
export function buildOpenApiDocument({ procedures, sessionCookieName, localUploads }: OpenApiSources): OpenApiDocument {
  const converter = new SchemaConverter();
  const paths: OpenApiDocument['paths'] = {};

  for (const procedure of procedures) {
    const path = restPathOnly(procedure.rest.path);
    paths[path] ??= {};
    paths[path][procedure.rest.method.toLowerCase()] = procedureOperation(procedure, converter, procedure.name);
  }
  for (const [path, methods] of Object.entries(plainOperations(localUploads))) {
    for (const [method, operation] of Object.entries(methods)) {
      paths[path] ??= {};
      // A procedure's operation wins over a hand-written description of the same route.
      paths[path][method] ??= operation;
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Direto API',
      version: '1.0.0',
      description:
        'API REST do Direto: cada rota chama o mesmo procedimento tRPC usado pelo aplicativo web (em /trpc). ' +
        'A sessão é um cookie: entre com POST /api/login e envie o cookie nas chamadas seguintes. ' +
        'Pedidos que alteram dados vindos de um navegador precisam vir da mesma origem (cabeçalho Origin). ' +
        'Erros respondem JSON { "message": "..." } em português; valores em dinheiro são strings numéricas ("12.50").',
    },
    // Relative: the paths are on the server that serves this document, whatever its address (OpenAPI 3.1 §4.8.5).
    servers: [{ url: '/', description: 'Este servidor (o mesmo endereço de /api/openapi.json)' }],
    paths,
    components: {
      schemas: {
        ...converter.components,
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            issues: {
              type: 'array',
              items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
            },
          },
        },
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName, description: 'Cookie de sessão criado por POST /api/login ou /api/register.' },
      },
    },
  };
}
