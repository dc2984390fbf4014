import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Storage } from '../../integrations/storage/index.js';
import { rootPath } from '../../paths.js';
import type { Db } from '../client.js';
import { assets, type AssetKind, type AssetProcessingOptions } from '../schema/index.js';

/** Rendered by scripts/generate-seed-images.mjs and committed. */
export const SEED_IMAGES_DIR = () => rootPath('src/server/db/seed/images');

export const HEADSHOTS = [
  'headshot-1.jpg',
  'headshot-2.jpg',
  'headshot-3.jpg',
  'headshot-4.jpg',
  'headshot-5.jpg',
  'headshot-6.jpg',
] as const;

/** Alt text and caption of every shipped image. */
export const IMAGE_INFO: Readonly<Record<string, { alt: string; caption: string; focalPoint?: { x: number; y: number } }>> = {
  'circuit-board.jpg': { alt: 'Illustration of circuit-board traces around a central chip', caption: 'Dense routing around a processor package.' },
  'chip-package.jpg': { alt: 'Illustration of an integrated-circuit package with gull-wing leads', caption: 'Packaging is where much of the design margin is won or lost.' },
  'oscilloscope-waveforms.jpg': { alt: 'Illustration of an oscilloscope screen with sine, square and noise traces', caption: 'Three channels, three stories: signal, clock and noise floor.' },
  'battery-cells.jpg': { alt: 'Illustration of six battery cells at falling states of charge', caption: 'Cell balancing keeps a pack from ageing at the pace of its weakest cell.' },
  'risc-v-die.jpg': { alt: 'Illustration of a processor die floorplan in orange and blue blocks', caption: 'An abstract floorplan: cores, caches and peripherals.' },
  'ev-powertrain.jpg': { alt: 'Illustration of an electric car with battery pack and inverter highlighted', caption: 'Battery, inverter and motor: the electric powertrain in outline.' },
  'rf-antenna.jpg': { alt: 'Illustration of an antenna mast radiating concentric waves', caption: 'Every decibel of link budget counts in compact radios.' },
  'mesh-network.jpg': { alt: 'Illustration of connected nodes forming a mesh network', caption: 'Connected devices form ever larger networks at the edge.' },
  'conference-stage.jpg': { alt: 'Illustration of a conference stage with spotlights and an audience', caption: 'Keynotes, panels and hands-on sessions.' },
  'webinar-screen.jpg': { alt: 'Illustration of a laptop showing four webinar participants', caption: 'Live and on-demand sessions with the editors and industry experts.' },
  'truck-highway.jpg': { alt: 'Illustration of a box truck on a highway at sunset', caption: 'Long-haul routes remain the backbone of freight.' },
  'warehouse-racks.jpg': { alt: 'Illustration of a warehouse aisle lined with pallet racks', caption: 'Slotting and aisle design decide picking speed.' },
  'city-delivery.jpg': { alt: 'Illustration of a delivery van below a city skyline with a route line', caption: 'Last-mile delivery in dense urban areas.' },
  'fleet-route-map.jpg': { alt: 'Illustration of a map with a planned route and three stops', caption: 'Route optimisation cuts empty miles.' },
  'ev-charging-depot.jpg': { alt: 'Illustration of four charging posts at a depot', caption: 'Depot charging is the first step in fleet electrification.' },
  'headshot-1.jpg': { alt: 'Author portrait placeholder', caption: '' },
  'headshot-2.jpg': { alt: 'Author portrait placeholder', caption: '' },
  'headshot-3.jpg': { alt: 'Author portrait placeholder', caption: '' },
  'headshot-4.jpg': { alt: 'Author portrait placeholder', caption: '' },
  'headshot-5.jpg': { alt: 'Author portrait placeholder', caption: '' },
  'headshot-6.jpg': { alt: 'Author portrait placeholder', caption: '' },
  // The focal point sits on the logo's mark: the square favicons are cut around it.
  'edr-logo.png': { alt: 'Electronic Design Review logo', caption: '', focalPoint: { x: 40, y: 40 } },
  'fot-logo.png': { alt: 'Fleet Operations Today logo', caption: '', focalPoint: { x: 40, y: 40 } },
};

export interface PreparedAsset {
  kind: AssetKind;
  fileName: string;
  storageKey: string;
  src: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  caption: string | null;
  credit: string | null;
  processingOptions?: AssetProcessingOptions;
}

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

function mimeOf(fileName: string): string {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const mime = MIME_BY_EXTENSION[ext];
  if (!mime) throw new Error(`Unknown seed file type: ${fileName}`);
  return mime;
}

/** Copies shipped images into the storage under `seed/{tenantKey}/` and describes them. */
export async function storeImages(
  storage: Storage,
  tenantKey: string,
  fileNames: readonly string[],
  credit: string,
): Promise<PreparedAsset[]> {
  return Promise.all(
    [...new Set(fileNames)].map(async (fileName) => {
      const bytes = new Uint8Array(await readFile(`${SEED_IMAGES_DIR()}/${fileName}`));
      const { width, height } = await sharp(bytes).metadata();
      const storageKey = `seed/${tenantKey}/${fileName}`;
      const mimeType = mimeOf(fileName);
      await storage.put(storageKey, bytes, { contentType: mimeType });
      const info = IMAGE_INFO[fileName];
      const isIllustration = !fileName.startsWith('headshot-') && mimeType === 'image/jpeg';
      return {
        kind: 'image' as const,
        fileName,
        storageKey,
        src: storage.urlFor(storageKey),
        mimeType,
        sizeBytes: bytes.byteLength,
        width: width ?? null,
        height: height ?? null,
        alt: info?.alt ?? null,
        caption: info?.caption ? info.caption : null,
        credit: isIllustration ? credit : null,
        processingOptions: info?.focalPoint ? { focalPoint: info.focalPoint } : {},
      };
    }),
  );
}

/** Stores a generated file (a PDF) under `seed/{tenantKey}/files/`. */
export async function storeFile(
  storage: Storage,
  tenantKey: string,
  fileName: string,
  bytes: Uint8Array,
  title: string,
): Promise<PreparedAsset> {
  const storageKey = `seed/${tenantKey}/files/${fileName}`;
  const mimeType = mimeOf(fileName);
  await storage.put(storageKey, bytes, { contentType: mimeType });
  return {
    kind: 'file',
    fileName,
    storageKey,
    src: storage.urlFor(storageKey),
    mimeType,
    sizeBytes: bytes.byteLength,
    width: null,
    height: null,
    alt: null,
    caption: title,
    credit: null,
  };
}

/** Inserts asset rows; returns their ids by storage key. */
export async function insertAssets(db: Db, tenantId: number, prepared: readonly PreparedAsset[]): Promise<Map<string, number>> {
  if (prepared.length === 0) return new Map();
  const inserted = await db
    .insert(assets)
    .values(prepared.map((a) => ({ ...a, tenantId, approvedWebsite: true, metadata: { seeded: true } })))
    .returning({ id: assets.id, storageKey: assets.storageKey });
  return new Map(inserted.map((r) => [r.storageKey, r.id]));
}
