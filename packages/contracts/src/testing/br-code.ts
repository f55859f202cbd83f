/**
 * An independent reading of a Pix BR Code for tests: the EMV fields (two-digit id, two-digit
 * length, value) and the CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) the payload ends with.
 * Written here from the Banco Central manual, not taken from the library the server uses.
 */
export function brCodeFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || Number.isNaN(length)) throw new Error(`campo malformado na posição ${at}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether the payload's last field is a CRC (id 63, length 04) matching everything before its value. */
export function hasValidCrc(payload: string): boolean {
  return payload.slice(-8, -4) === '6304' && crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4);
}
