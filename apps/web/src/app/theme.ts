import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Quire blue, built around #1d4898 (the colour the product uses for the user's own fields). */
const quire: MantineColorsTuple = [
  '#edf2fb',
  '#d8e1f3',
  '#adc1e6',
  '#7f9ed9',
  '#5a81ce',
  '#416ec8',
  '#3464c6',
  '#2654af',
  '#1d4898',
  '#133d87',
];

export const theme = createTheme({
  primaryColor: 'quire',
  primaryShade: { light: 7, dark: 5 },
  colors: { quire },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  cursorType: 'pointer',
});
