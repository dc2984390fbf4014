/** One image inside an .ico file. */
export interface IcoEntry {
  width: number;
  height: number;
}

/**
 * Reads the directory of an .ico file (sharp does not decode ICO): the size of every image in it.
 * Null when the bytes are not an icon. Site settings need it: the favicon must be square (001 §5).
 */
export function readIcoEntries(bytes: Uint8Array): IcoEntry[] | null {
  if (bytes.byteLength < 6) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reserved = view.getUint16(0, true);
  const type = view.getUint16(2, true);
  const count = view.getUint16(4, true);
  if (reserved !== 0 || type !== 1 || count === 0 || bytes.byteLength < 6 + count * 16) return null;
  const entries: IcoEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const offset = 6 + index * 16;
    // A stored 0 means 256 pixels.
    entries.push({ width: view.getUint8(offset) || 256, height: view.getUint8(offset + 1) || 256 });
  }
  return entries;
}

/** The largest image of an icon: the size the library shows for it. */
export function largestIcoEntry(entries: readonly IcoEntry[]): IcoEntry | null {
  return entries.reduce<IcoEntry | null>((best, entry) => (!best || entry.width * entry.height > best.width * best.height ? entry : best), null);
}
