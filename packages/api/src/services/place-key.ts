/** A place name as matching sees it: no accents, no case, single spaces ('São  Cristóvão' → 'sao cristovao'). */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
