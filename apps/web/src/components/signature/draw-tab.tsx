import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import type { RefObject } from 'react';
import type { SignatureWording } from './signature-wording.ts';
import { useTranslation } from 'react-i18next';

type DrawTabProps = {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  frameRef: RefObject<HTMLDivElement | null>;
  wording: SignatureWording;
  onClear: () => void;
};

/** The drawing surface; useSignaturePad (owned by the form, which adopts the drawing) runs it. */
export const DrawTab = ({ canvasRef, frameRef, wording, onClear }: DrawTabProps) => {
  const { t } = useTranslation();
  return (
    <Box>
      <Box ref={frameRef} w="100%" style={{ display: 'flex', justifyContent: 'center' }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('signature.draw.canvas', { noun: wording.noun })}
          style={{
            display: 'block',
            background: 'var(--mantine-color-white)',
            border: '1px dashed var(--mantine-color-gray-5)',
            borderRadius: 'var(--mantine-radius-md)',
            cursor: 'crosshair',
            touchAction: 'none',
          }}
        />
      </Box>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('signature.draw.hint')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconEraser size={16} />}
          onClick={onClear}
          // The hint wraps on a narrow screen; the button never gets cut.
          style={{ flexShrink: 0 }}
        >
          {t('signature.draw.clear')}
        </Button>
      </Group>
    </Box>
  );
};
