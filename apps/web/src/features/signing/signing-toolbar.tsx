import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningZoom } from './use-signing-zoom.ts';

/**
 * Above the pages: download what is to be signed (the PDFs as uploaded, one file) and zoom
 * (buttons, or + / - / 0 on the keyboard).
 */
export const SigningToolbar = ({
  packKey,
  zoom,
  children,
}: {
  packKey: string;
  zoom: SigningZoom;
  /** More actions beside Download (Add note). */
  children?: ReactNode;
}) => {
  const percent = Math.round(zoom.zoom * 100);
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" px={4}>
      <Group gap="xs" wrap="nowrap">
        <Button
          component="a"
          href={`/app/serve/${encodeURIComponent(packKey)}`}
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          title={t('signing.toolbar.downloadTitle')}
        >
          {t('signing.toolbar.download')}
        </Button>
        {children}
      </Group>
      <Group gap={4} wrap="nowrap" role="group" aria-label={t('signing.toolbar.zoom')}>
        <Tooltip label={t('signing.toolbar.zoomOutTip')} openDelay={400}>
          <ActionIcon
            variant="default"
            size={30}
            aria-label={t('signing.toolbar.zoomOut')}
            disabled={!zoom.canZoomOut}
            onClick={zoom.zoomOut}
          >
            <IconZoomOut size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('signing.toolbar.fitTip')} openDelay={400}>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            miw={76}
            aria-label={t('signing.toolbar.zoomLabel', { percent })}
            onClick={zoom.fit}
          >
            {zoom.zoom === 1 ? t('signing.toolbar.fit') : t('signing.toolbar.percent', { percent })}
          </Button>
        </Tooltip>
        <Tooltip label={t('signing.toolbar.zoomInTip')} openDelay={400}>
          <ActionIcon
            variant="default"
            size={30}
            aria-label={t('signing.toolbar.zoomIn')}
            disabled={!zoom.canZoomIn}
            onClick={zoom.zoomIn}
          >
            <IconZoomIn size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
};
