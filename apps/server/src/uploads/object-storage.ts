import type { ObjectStorage } from '@direto/api';
import type { Config } from '../config';

// Uploads arrive with the "uploads" work; until then no object exists and none can be created.
export function createObjectStorage(_config: Config): ObjectStorage {
  return {
    async createUploadUrl() {
      throw new Error('Uploads ainda não configurados');
    },
    toObjectPath: () => null,
    exists: async () => false,
  };
}
