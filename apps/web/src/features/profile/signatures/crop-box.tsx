import { Box, Button, Group, Text } from '@mantine/core';
import { IconCrop } from '@tabler/icons-react';
import type { CropBox as CropBoxValue } from '@quire/domain';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Point = { x: number; y: number };

type CropBoxProps = {
  src: string;
  alt: string;
  busy: boolean;
  onCrop: (box: CropBoxValue) => void;
};

/** Under this many on-screen pixels a drag is a click, not a box. */
const MIN_DRAG_PX = 4;

/**
 * The uploaded picture with a box dragged over it (mouse, finger or pen); cropping sends the box
 * in on-screen pixels with the size the picture is shown at, and the server scales it (§7).
 */
export const CropBox = ({ src, alt, busy, onCrop }: CropBoxProps) => {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  const [start, setStart] = useState<Point | null>(null);
  const [end, setEnd] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);

  const at = (event: PointerEvent): Point => {
    const rect = imageRef.current!.getBoundingClientRect();
    return {
      x: Math.min(rect.width, Math.max(0, event.clientX - rect.left)),
      y: Math.min(rect.height, Math.max(0, event.clientY - rect.top)),
    };
  };
  const box =
    start &&
    end &&
    Math.abs(end.x - start.x) >= MIN_DRAG_PX &&
    Math.abs(end.y - start.y) >= MIN_DRAG_PX
      ? {
          left: Math.min(start.x, end.x),
          top: Math.min(start.y, end.y),
          width: Math.abs(end.x - start.x),
          height: Math.abs(end.y - start.y),
        }
      : null;

  const crop = () => {
    const image = imageRef.current;
    if (!box || !image) return;
    onCrop({
      x1: box.left,
      y1: box.top,
      x2: box.left + box.width,
      y2: box.top + box.height,
      on_screen_width: image.clientWidth,
      on_screen_height: image.clientHeight,
    });
    setStart(null);
    setEnd(null);
  };

  return (
    <Box>
      <Box
        pos="relative"
        style={{
          display: 'inline-block',
          maxWidth: '100%',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          setStart(at(event));
          setEnd(at(event));
          setDragging(true);
        }}
        onPointerMove={(event) => dragging && setEnd(at(event))}
        onPointerUp={() => setDragging(false)}
      >
        <img
          ref={imageRef}
          src={src}
          alt={alt}
          draggable={false}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 180, userSelect: 'none' }}
        />
        {box && (
          <Box
            data-testid="crop-selection"
            pos="absolute"
            style={{
              left: box.left,
              top: box.top,
              width: box.width,
              height: box.height,
              border: '2px dashed var(--mantine-color-blue-6)',
              background: 'rgba(34, 139, 230, 0.08)',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      <Group justify="space-between" gap="xs" mt={6}>
        <Text size="xs" c="dimmed">
          {t('profile.signatures.cropHint')}
        </Text>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconCrop size={16} />}
          onClick={crop}
          disabled={!box}
          loading={busy}
        >
          {t('profile.signatures.crop')}
        </Button>
      </Group>
    </Box>
  );
};
