import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What the geocoder (GEOCODE_URL) answered for one search text (an address or a city), so each is
 * asked once (found ones only): issue 34's delivery coordinates.
 */
export const GeocodeCache = defineEntity({
  name: 'GeocodeCache',
  tableName: 'geocode_cache',
  properties: {
    query: p.string().length(300).primary(),
    latitude: p.double(),
    longitude: p.double(),
    fetchedAt: p.datetime(),
  },
});
export type IGeocodeCache = InferEntity<typeof GeocodeCache>;
