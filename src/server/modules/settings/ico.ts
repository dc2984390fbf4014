/**
 * Reads the header of an .ico file (Microsoft ICONDIR): reserved 0, type 1 (icon), an image count,
 * then one 16-byte entry per image whose first two bytes are width and height (0 means 256).
 * Enough to check the favicon rule of 001 §5, "an .ico file with a square aspect ratio", without
 * decoding the images.
 */
export type IcoCheck = { ok: true; sizes: { width: number; height: number }[] } | { ok: false; reason: 'not-ico' | 'not-square'; width?: number; height?: number };

export function checkIco(bytes: Uint8Array): IcoCheck {
  if (bytes.length < 6) return { ok: false, reason: 'not-ico' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reserved = view.getUint16(0, true);
  const type = view.getUint16(2, true);
  const count = view.getUint16(4, true);
  if (reserved !== 0 || type !== 1 || count === 0 || bytes.length < 6 + count * 16) return { ok: false, reason: 'not-ico' };
  const sizes: { width: number; height: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const entry = 6 + i * 16;
    const width = bytes[entry] || 256;
    const height = bytes[entry + 1] || 256;
    const dataSize = view.getUint32(entry + 8, true);
    const dataOffset = view.getUint32(entry + 12, true);
    if (dataSize === 0 || dataOffset + dataSize > bytes.length) return { ok: false, reason: 'not-ico' };
    if (width !== height) return { ok: false, reason: 'not-square', width, height };
    sizes.push({ width, height });
  }
  return { ok: true, sizes };
}

/**
 * A minimal valid .ico of one square image (32-bit BMP, one colour, all opaque): for the demo seed
 * and tests. Not meant to be pretty.
 */
export function buildIco(options: { width: number; height: number; rgb: [number, number, number] }): Uint8Array {
  const { width, height, rgb } = options;
  const pixels = width * height * 4;
  const maskRow = Math.ceil(width / 32) * 4;
  const mask = maskRow * height;
  const bmpSize = 40 + pixels + mask;
  const out = new Uint8Array(6 + 16 + bmpSize);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, 1, true);
  out[6] = width >= 256 ? 0 : width;
  out[7] = height >= 256 ? 0 : height;
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, bmpSize, true);
  view.setUint32(18, 22, true);
  // BITMAPINFOHEADER: the height counts the colour rows and the AND-mask rows.
  view.setUint32(22, 40, true);
  view.setInt32(26, width, true);
  view.setInt32(30, height * 2, true);
  view.setUint16(34, 1, true);
  view.setUint16(36, 32, true);
  view.setUint32(42, pixels + mask, true);
  for (let p = 0; p < width * height; p += 1) {
    const at = 62 + p * 4;
    out[at] = rgb[2];
    out[at + 1] = rgb[1];
    out[at + 2] = rgb[0];
    out[at + 3] = 255;
  }
  return out;
}
