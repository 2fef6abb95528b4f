import { BRAND_COLORS, BRAND_FONT } from '@ladrive/contracts';

/** Design tokens shared by every app. The colours and the font are the brand's (contracts brand.ts, also the emails'). */
export const theme = {
  colors: BRAND_COLORS,
  font: {
    body: BRAND_FONT,
    sizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '2rem', hero: '2.75rem' },
  },
  space: (n: number) => `${n * 0.25}rem`,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    raised: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px' },
} as const;

export type Theme = typeof theme;

// Typed `props.theme` in every styled component of every app.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}

/** `${media.md}` → a min-width media query for use inside styled templates. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  /** Tablet widths only: from md up to, not including, lg. */
  tablet: `@media (${theme.breakpoints.md} <= width < ${theme.breakpoints.lg})`,
} as const;
