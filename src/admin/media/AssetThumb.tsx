import { Box, Center, Image, Stack, Text } from '@mantine/core';
import { extensionOf } from '../../shared/assets.js';

/** The fields a thumbnail needs; every asset query of the admin selects them. */
export interface AssetSummary {
  id: number;
  kind: 'image' | 'file';
  fileName: string;
  src: string;
  /** src(width: 320, format: webp): a small variant, so a grid of 24 does not load 24 originals. */
  thumbnail: string;
  alt?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface AssetThumbProps {
  asset: AssetSummary;
  height?: number;
}

/** A square-ish preview: the image itself, or a file card with its extension and name. */
export function AssetThumb({ asset, height = 120 }: AssetThumbProps) {
  if (asset.kind === 'image') {
    return (
      <Box h={height} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
        <Image src={asset.thumbnail} alt={asset.alt || asset.fileName} h={height} fit="contain" loading="lazy" />
      </Box>
    );
  }
  return (
    <Center h={height} bg="gray.1" style={{ borderRadius: 4 }}>
      <Stack gap={4} align="center" px="xs" maw="100%">
        <Text fw={700} size="lg" c="dimmed" tt="uppercase">
          {extensionOf(asset.fileName) || 'file'}
        </Text>
        <Text size="xs" ta="center" lineClamp={2} style={{ wordBreak: 'break-all' }}>
          {asset.fileName}
        </Text>
      </Stack>
    </Center>
  );
}
