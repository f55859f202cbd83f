import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What the CEP provider answered for a CEP, so each CEP is asked once (found ones only). */
export const CepCache = defineEntity({
  name: 'CepCache',
  tableName: 'cep_cache',
  properties: {
    cep: p.string().length(8).primary(),
    street: p.string().length(120),
    district: p.string().length(80),
    city: p.string().length(80),
    state: p.string().length(2),
    fetchedAt: p.datetime(),
  },
});
export type ICepCache = InferEntity<typeof CepCache>;
