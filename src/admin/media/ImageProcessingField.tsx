import { Box, Button, Group, Input, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { processingOptionErrors, type CropRect, type FocalPoint } from '../../shared/assets.js';
import { useFormField } from '../forms/useFormField.js';
import { rectFromDrag } from './assetForm.js';

export interface ImageProcessingFieldProps {
  /** The original file (not a variant: variants already apply the crop). */
  src: string;
  alt: string;
  width: number;
  height: number;
  readOnly?: boolean;
}

type Tool = 'focal' | 'crop';

const noRule = () => undefined;

/**
 * Crop and focal point on the image itself: in "Focal point" mode a click sets the point; in
 * "Crop" mode a drag draws the rectangle. Both are in pixels of the original and can be typed
 * too. The values are the form fields processingOptions.crop and processingOptions.focalPoint, so
 * the server's messages for them appear here.
 */
export function ImageProcessingField({ src, alt, width, height, readOnly = false }: ImageProcessingFieldProps) {
  const image = { width, height };
  const cropField = useFormField<CropRect | null>('processingOptions.crop', {
    requiredRule: noRule,
    validate: (value, all) => processingOptionErrors({ crop: value, focalPoint: focalOf(all) }, image)['processingOptions.crop'],
  });
  const focalField = useFormField<FocalPoint | null>('processingOptions.focalPoint', {
    requiredRule: noRule,
    validate: (value, all) => processingOptionErrors({ crop: cropOf(all), focalPoint: value }, image)['processingOptions.focalPoint'],
  });
  const crop = cropField.input.value || null;
  const focal = focalField.input.value || null;
  const [tool, setTool] = useState<Tool>('focal');
  const [dragStart, setDragStart] = useState<FocalPoint | null>(null);
  const [dragRect, setDragRect] = useState<CropRect | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  /** Pointer position in pixels of the original image. */
  const toImage = (event: PointerEvent<HTMLDivElement>): FocalPoint => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return { x: 0, y: 0 };
    const scale = width / box.width;
    return { x: Math.round((event.clientX - box.left) * scale), y: Math.round((event.clientY - box.top) * scale) };
  };
  const setCrop = (value: CropRect | null) => {
    cropField.input.onChange(value);
    cropField.input.onBlur();
  };
  const setFocal = (value: FocalPoint | null) => {
    focalField.input.onChange(value);
    focalField.input.onBlur();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const point = toImage(event);
    if (tool === 'focal') {
      setFocal({ x: Math.min(Math.max(point.x, 0), width), y: Math.min(Math.max(point.y, 0), height) });
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragStart(point);
    setDragRect(null);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart) setDragRect(rectFromDrag(dragStart, toImage(event), image));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragStart) return;
    const rect = rectFromDrag(dragStart, toImage(event), image);
    setDragStart(null);
    setDragRect(null);
    if (rect) setCrop(rect);
  };

  const shown = dragRect ?? crop;
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <Input.Wrapper label="Crop and focal point" description="Pages cut images to their layout around the focal point; the crop applies everywhere." error={cropField.error ?? focalField.error}>
      <Stack gap="xs" mt={6}>
        {readOnly ? null : (
          <SegmentedControl
            size="xs"
            value={tool}
            onChange={(value) => setTool(value as Tool)}
            data={[
              { value: 'focal', label: 'Focal point: click' },
              { value: 'crop', label: 'Crop: drag' },
            ]}
            aria-label="Image tool"
          />
        )}
        <Box
          ref={frame}
          pos="relative"
          style={{ cursor: readOnly ? 'default' : 'crosshair', userSelect: 'none', touchAction: 'none', lineHeight: 0 }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          data-testid="image-processing-preview"
        >
          <img src={src} alt={alt} draggable={false} style={{ width: '100%', height: 'auto', display: 'block' }} />
          {shown ? (
            <Box
              pos="absolute"
              left={pct(shown.x, width)}
              top={pct(shown.y, height)}
              w={pct(shown.width, width)}
              h={pct(shown.height, height)}
              style={{ outline: '2px dashed white', boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)', pointerEvents: 'none' }}
              data-testid="crop-rect"
            />
          ) : null}
          {focal ? (
            <Box
              pos="absolute"
              left={pct(focal.x, width)}
              top={pct(focal.y, height)}
              w={18}
              h={18}
              style={{ transform: 'translate(-50%, -50%)', borderRadius: '50%', border: '3px solid white', boxShadow: '0 0 0 2px rgba(0,0,0,0.6)', pointerEvents: 'none' }}
              data-testid="focal-point"
            />
          ) : null}
        </Box>
        <Text size="xs" c="dimmed">
          Original: {width} × {height} pixels.
        </Text>
        <SimpleGrid cols={4} spacing="xs">
          {(['x', 'y', 'width', 'height'] as const).map((key) => (
            <NumberInput
              key={key}
              size="xs"
              label={`Crop ${key}`}
              min={key === 'width' || key === 'height' ? 1 : 0}
              max={key === 'x' || key === 'width' ? width : height}
              allowDecimal={false}
              readOnly={readOnly}
              value={crop ? crop[key] : ''}
              onChange={(value) => {
                const number = typeof value === 'number' ? value : Number(value);
                if (!Number.isFinite(number)) return;
                setCrop({ ...(crop ?? { x: 0, y: 0, width, height }), [key]: number });
              }}
            />
          ))}
        </SimpleGrid>
        <Group gap="xs" align="flex-end">
          <NumberInput size="xs" label="Focal x" w={100} min={0} max={width} allowDecimal={false} readOnly={readOnly} value={focal?.x ?? ''} onChange={(value) => Number.isFinite(Number(value)) && setFocal({ x: Number(value), y: focal?.y ?? Math.round(height / 2) })} />
          <NumberInput size="xs" label="Focal y" w={100} min={0} max={height} allowDecimal={false} readOnly={readOnly} value={focal?.y ?? ''} onChange={(value) => Number.isFinite(Number(value)) && setFocal({ x: focal?.x ?? Math.round(width / 2), y: Number(value) })} />
          {readOnly ? null : (
            <>
              <Button size="xs" variant="subtle" disabled={!crop} onClick={() => setCrop(null)}>
                Remove crop
              </Button>
              <Button size="xs" variant="subtle" disabled={!focal} onClick={() => setFocal(null)}>
                Remove focal point
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

function optionsOf(all: object | undefined): Record<string, unknown> {
  const options = (all as { processingOptions?: unknown } | undefined)?.processingOptions;
  return options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
}
const cropOf = (all: object | undefined) => (optionsOf(all)['crop'] as CropRect | null | undefined) ?? null;
const focalOf = (all: object | undefined) => (optionsOf(all)['focalPoint'] as FocalPoint | null | undefined) ?? null;
