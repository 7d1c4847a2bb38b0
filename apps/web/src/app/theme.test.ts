import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  cssVariablesResolver,
  DIMMED_TEXT,
  PLACEHOLDER_TEXT,
  theme,
} from './theme.ts';

const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;
const colors = DEFAULT_THEME.colors;

describe('the theme meets WCAG AA (4.5:1) for text', () => {
  it('keeps the blue: filled buttons and links are blue.8, readable on white, grey and light blue', () => {
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
    const primary = colors.blue[8];
    for (const background of ['#ffffff', colors.gray[0], colors.blue[0]]) {
      expect(contrastRatio(primary, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens the dimmed grey', () => {
    expect(contrastRatio(colors.gray[6], '#ffffff')).toBeLessThan(4.5);
    for (const background of ['#ffffff', colors.gray[0], colors.gray[1], colors.blue[0]]) {
      expect(contrastRatio(DIMMED_TEXT, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(resolved['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    expect(contrastRatio(PLACEHOLDER_TEXT, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(resolved['--mantine-color-placeholder']).toBe(PLACEHOLDER_TEXT);
  });

  it.each(Object.keys(colors))('%s: light badges and filled buttons are readable', (name) => {
    const shades = colors[name] ?? [];
    const lightText = resolved[`--mantine-color-${name}-light-color`] ?? shades[9] ?? '';
    expect(contrastRatio(lightText, shades[1] ?? '')).toBeGreaterThanOrEqual(4.5);
    const filled = resolved[`--mantine-color-${name}-filled`] ?? shades[8] ?? '';
    expect(contrastRatio('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already passes as it is', () => {
    expect(resolved['--mantine-color-blue-light-color']).toBeUndefined();
    expect(resolved['--mantine-color-blue-filled']).toBeUndefined();
    expect(resolved['--mantine-color-green-light-color']).toBeDefined();
  });
});
