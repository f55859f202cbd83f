import type { RestRoute } from '../route';

export const uploadRoutes: RestRoute[] = [
  // No body: the default input would pass the JSON body, and createUploadUrl takes none.
  { method: 'POST', url: '/api/objects/upload', procedure: 'upload.createUploadUrl', input: () => undefined },
  { method: 'GET', url: '/api/logo', procedure: 'logo.get' },
  { method: 'PUT', url: '/api/logo', procedure: 'logo.update' },
];
