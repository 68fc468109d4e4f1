import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { QuireWordmark } from './quire-logo.tsx';

/**
 * The frame of the pages anyone may open without an account (a form link, /verify): the Quire
 * mark on a white bar, the page's content in a column on grey.
 */
export const PublicPageFrame = ({
  width,
  children,
}: {
  /** The content column's width in px. */
  width: number;
  children: ReactNode;
}) => (
  <Box mih="100dvh" bg="gray.0">
    <Box
      component="header"
      bg="white"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <QuireWordmark />
    </Box>
    <Container component="main" size={width} px={{ base: 'xs', sm: 'md' }} py="lg">
      {children}
    </Container>
  </Box>
);
