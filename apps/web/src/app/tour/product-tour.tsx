import { Box, Button, FocusTrap, Group, Paper, Portal, Stack, Text, Title } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import {
  NARROW_SCREEN_PX,
  PRODUCT_TOURS,
  type ProductTourId,
  type ProductTourOutcome,
} from '@quire/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CARD_GAP as GAP, SPOTLIGHT_PAD as PAD, cardPlace, narrowCardEdge } from './card-place.ts';
import { useTranslation } from 'react-i18next';
import { useTargetRect } from './target-rect.ts';
import { useProductTour } from './use-product-tour.ts';

const CARD_WIDTH = 340;
/** Above the sticky header (100) and the editor's phone button (120), below notices. */
const Z_INDEX = 300;

type ProductTourProps = {
  tourId: ProductTourId;
  onEnd: (outcome: ProductTourOutcome) => void;
};

/**
 * A guided tour over the screen: the step's element is lit, the rest dimmed, and a card says
 * what it is. Modal while it runs (focus stays in the card); keyboard: → or Enter for next,
 * ← for back, Escape skips. On a phone the card spans the bottom edge, or the top one when the
 * lit element is at the bottom.
 */
export const ProductTour = ({ tourId, onEnd }: ProductTourProps) => {
  const { t } = useTranslation();
  const tour = PRODUCT_TOURS[tourId];
  // The tour's words in the reader's language (catalogues/*-tours.ts, step by step as the domain's).
  const words = t(`tours.${tourId}`, { returnObjects: true }) as unknown as {
    name: string;
    steps: Record<string, { title: string; text: string }>;
  };
  const [index, setIndex] = useState(0);
  const step = tour.steps[index]!;
  const last = index === tour.steps.length - 1;
  const rect = useTargetRect(step.target);
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_PX - 1}px)`, false, {
    getInitialValueInEffect: false,
  });
  const titleId = useId();
  const textId = useId();
  const nextButton = useRef<HTMLButtonElement>(null);
  // Each step starts with Next focused: Enter walks the tour, and the keys below keep working.
  useEffect(() => nextButton.current?.focus(), [index]);

  const next = () => (last ? onEnd('completed') : setIndex(index + 1));
  const back = () => setIndex(Math.max(0, index - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEnd('skipped');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      back();
    }
  };
  // Measured, so the card goes where it really fits (its text wraps to 3 to 6 lines).
  const { ref: cardRef, height: cardHeight } = useElementSize<HTMLDivElement>();
  const narrowEdge = narrowCardEdge(rect, cardHeight || 220, window.innerHeight);
  const place = cardPlace(
    rect,
    { width: CARD_WIDTH, height: cardHeight || 220 },
    { width: window.innerWidth, height: window.innerHeight },
  );

  return (
    <Portal>
      {/* Catches clicks meant for the screen behind while the tour runs. */}
      <Box pos="fixed" inset={0} style={{ zIndex: Z_INDEX }} aria-hidden="true" />
      {rect ? (
        <Box
          data-testid="tour-spotlight"
          pos="fixed"
          top={rect.top - PAD}
          left={rect.left - PAD}
          w={rect.width + 2 * PAD}
          h={rect.height + 2 * PAD}
          style={{
            zIndex: Z_INDEX,
            borderRadius: 10,
            boxShadow:
              '0 0 0 3px var(--mantine-color-quire-4), 0 0 0 9999px rgba(15, 23, 42, 0.55)',
            pointerEvents: 'none',
            transition: 'all 150ms ease',
          }}
          aria-hidden="true"
        />
      ) : (
        <Box
          pos="fixed"
          inset={0}
          bg="rgba(15, 23, 42, 0.55)"
          style={{ zIndex: Z_INDEX, pointerEvents: 'none' }}
          aria-hidden="true"
        />
      )}
      <FocusTrap active>
        <Paper
          ref={cardRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
          aria-roledescription={t('app.tour.role')}
          onKeyDown={onKeyDown}
          shadow="xl"
          radius="lg"
          p="lg"
          pos="fixed"
          style={{
            zIndex: Z_INDEX + 1,
            ...(narrow
              ? { left: GAP, right: GAP, [narrowEdge]: GAP }
              : { top: place.top, left: place.left, width: CARD_WIDTH }),
          }}
        >
          <Stack gap="xs">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {words.name} · {t('app.tour.progress', { step: index + 1, total: tour.steps.length })}
            </Text>
            <Title order={2} fz={18} id={titleId}>
              {words.steps[index]?.title}
            </Title>
            <Text size="sm" id={textId}>
              {words.steps[index]?.text}
            </Text>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Button variant="subtle" color="gray" size="sm" onClick={() => onEnd('skipped')}>
                {t('app.tour.skip')}
              </Button>
              <Group gap="xs" wrap="nowrap">
                {index > 0 && (
                  <Button variant="default" size="sm" onClick={back}>
                    {t('app.tour.back')}
                  </Button>
                )}
                <Button ref={nextButton} size="sm" onClick={next} data-autofocus>
                  {last ? t('app.tour.finish') : t('app.tour.next')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Paper>
      </FocusTrap>
    </Portal>
  );
};

/** Runs this screen's tour when the §2 param asks for it or on the user's first visit. */
export const ProductTourHost = ({
  screenTour,
  blocked = false,
}: {
  screenTour: ProductTourId;
  blocked?: boolean;
}) => {
  const { active, end } = useProductTour(screenTour, blocked);
  return active ? <ProductTour key={active} tourId={active} onEnd={end} /> : null;
};
