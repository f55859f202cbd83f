import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { restProcedures } from '@direto/api';
import { SESSION_COOKIE } from '../plugins/session';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// No inline script: the page works under a strict Content-Security-Policy.
const DOCS_HTML = `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Direto — documentação da API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <noscript>Ative o JavaScript para ver a documentação, ou leia o documento em <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/docs.js"></script>
</body>
</html>
`;

const DOCS_JS = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  withCredentials: true,
  // No badge image from validator.swagger.io: the Content-Security-Policy allows images of this origin only.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

/** GET /api/openapi.json (built from the procedures' meta) and GET /api/docs (Swagger UI, served locally). */
export async function openApiPlugin(app: FastifyInstance): Promise<void> {
  let document: OpenApiDocument | undefined;

  app.get('/api/openapi.json', async () => {
    document ??= buildOpenApiDocument({
      procedures: restProcedures,
      sessionCookieName: SESSION_COOKIE,
      localUploads: app.objectStorage.kind === 'local',
    });
    return document;
  });

  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(DOCS_HTML));
  app.get('/api/docs/docs.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(DOCS_JS));
  for (const [file, type] of Object.entries(SWAGGER_ASSETS)) {
    app.get(`/api/docs/${file}`, async (_request, reply) =>
      reply.type(type).header('Cache-Control', 'public, max-age=86400').send(createReadStream(join(swaggerUiDir, file))),
    );
  }
}
