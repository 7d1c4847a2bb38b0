import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
} from '@mantine/core';

/*
 * The theme meets WCAG AA (4.5:1 for normal text) on white, on the page's grey (gray.0) and on
 * the light blue of an active link (blue.0), with the same blue as before, one step darker:
 * - filled buttons and links use blue.8 (#1971c2: white on it 5.0:1, on white 5.0:1, on
 *   gray.0 4.8:1, on blue.0 4.5:1) instead of blue.6 (#228be6, 3.6:1);
 * - dimmed text is #5c636a (6.1:1 on white, 5.5:1 on gray.1 and blue.0) instead of gray.6
 *   (#868e96, 3.2:1);
 * - light badges and alerts: shade 9 text on shade 1, darkened where that is below 4.5:1
 *   (green, teal, orange, …; see contrastVariables).
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
/** Placeholders (Mantine's Select shows its own as text): gray.5 was 2.1:1, this is 4.8:1. */
export const PLACEHOLDER_TEXT = '#6b737b';

/** WCAG's contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text needs 4.5:1; a little above it keeps anti-aliased small text safe. */
const TARGET = 4.6;

/** `color` darkened in small steps until it reaches the target contrast against `background`. */
function darkEnough(color: string, background: string): string {
  for (let amount = 0; amount < 0.9; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (contrastRatio(candidate, background) >= TARGET) return candidate;
  }
  return darken(color, 0.9);
}

/**
 * Mantine's green, teal, cyan, orange, yellow and lime are too light for text: shade 9 on the
 * light badge background (shade 1) is 2.7–4.3:1, and white on a filled shade 8 is 2.5–4.4:1.
 * For each colour, the light variant's text and the filled colour (also used for coloured text
 * and outlines) are darkened just enough; colours that already pass stay as Mantine has them.
 */
function contrastVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const lightText = darkEnough(shades[9], shades[1]);
    if (lightText !== shades[9]) variables[`--mantine-color-${name}-light-color`] = lightText;
    const filled = darkEnough(shades[8], '#ffffff');
    if (filled !== shades[8]) {
      variables[`--mantine-color-${name}-filled`] = filled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
      variables[`--mantine-color-${name}-outline`] = filled;
    }
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    ...contrastVariables(),
  },
  dark: {},
});
