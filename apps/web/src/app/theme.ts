import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/*
 * The theme meets WCAG AA (4.5:1 for normal text) on white, on the page's grey (gray.0) and on
 * the light blue of an active link (blue.0), with the same blue as before, one step darker:
 * - filled buttons and links use blue.8 (#1971c2: white on it 5.0:1, on white 5.0:1, on
 *   gray.0 4.8:1, on blue.0 4.5:1) instead of blue.6 (#228be6, 3.6:1);
 * - dimmed text is #5c636a (6.1:1 on white, 5.5:1 on gray.1 and blue.0) instead of gray.6
 *   (#868e96, 3.2:1);
 * - light badges and alerts keep Mantine's shade 9 text on shade 1 (4.9:1 or more).
 * e2e/accessibility checks every screen with axe.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
});

export const DIMMED_TEXT = '#5c636a';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});
