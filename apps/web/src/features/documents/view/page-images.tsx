import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { PageMetadata } from '@quire/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PageImage = {
  url: string;
  meta: (Pick<PageMetadata, 'image_width' | 'image_height'> & Partial<PageMetadata>) | undefined;
};

/** What the field editor draws over a mounted page, given the page's drawn size in pixels. */
export type PageOverlay = (pageIndex: number, size: { width: number; height: number }) => ReactNode;

const PAGE_GAP = 16;
const MAX_PAGE_WIDTH = 900;
/** Before the column is measured (and under jsdom, which measures nothing). */
const FALLBACK_WIDTH = 800;
/** A4 portrait, for a page whose size isn't known yet. */
const FALLBACK_RATIO = 297 / 210;

const ratioOf = (page: PageImage | undefined) =>
  page?.meta && page.meta.image_width > 0
    ? page.meta.image_height / page.meta.image_width
    : FALLBACK_RATIO;

/**
 * A child's pages as images, virtualised against the window's scroll: only the pages near the
 * viewport are in the DOM, each sized from image_blob_metadata so nothing jumps as images load.
 */
export const PageImages = ({
  pages,
  documentName,
  overlay,
  onScroller,
  zoom = 1,
}: {
  pages: PageImage[];
  documentName: string;
  overlay?: PageOverlay;
  /** Hands out a function that scrolls a page into view (the minimap uses it). */
  onScroller?: (scrollToPage: (index: number) => void) => void;
  /** Times the fitted width (1: pages fit the column); wider pages scroll the window sideways. */
  zoom?: number;
}) => {
  const { t } = useTranslation();
  const { ref: sizeRef, width: measured } = useElementSize();
  const fit = Math.min(measured > 0 ? measured : FALLBACK_WIDTH, MAX_PAGE_WIDTH);
  const width = Math.round(fit * zoom);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, [pages.length]);

  const virtualizer = useWindowVirtualizer({
    count: pages.length,
    estimateSize: (index) => Math.round(width * ratioOf(pages[index])) + PAGE_GAP,
    overscan: 2,
    scrollMargin,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, width, pages]);

  useEffect(() => {
    onScroller?.((index) => virtualizer.scrollToIndex(index, { align: 'start' }));
  }, [onScroller, virtualizer]);

  return (
    <Box ref={sizeRef} w="100%" maw={zoom > 1 ? undefined : MAX_PAGE_WIDTH} mx="auto">
      <div
        ref={listRef}
        role="list"
        aria-label={t('packExtras.pages.list', { name: documentName })}
        style={{
          position: 'relative',
          height: virtualizer.getTotalSize(),
          width: zoom === 1 ? undefined : width,
          margin: '0 auto',
        }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const page = pages[item.index];
          const height = item.size - PAGE_GAP;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-label={t('packExtras.pages.item', { page: item.index + 1, total: pages.length })}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height,
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              <Box
                h="100%"
                bg="white"
                style={{
                  boxShadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 1px 2px rgba(15, 23, 42, 0.06)',
                  borderRadius: 4,
                  overflow: 'hidden',
                  position: 'relative',
                }}
              >
                {page ? (
                  <img
                    src={page.url}
                    alt={t('packExtras.pages.image', { page: item.index + 1 })}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    style={{
                      display: 'block',
                      width: '100%',
                      height: '100%',
                      objectFit: 'contain',
                    }}
                  />
                ) : null}
                {overlay?.(item.index, { width, height })}
              </Box>
            </div>
          );
        })}
      </div>
      {pages.length > 0 && (
        <Text size="xs" c="dimmed" ta="center" mt="xs">
          {t('packExtras.pages.count', { count: pages.length })}
        </Text>
      )}
    </Box>
  );
};
