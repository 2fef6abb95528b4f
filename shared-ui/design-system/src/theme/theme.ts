/** Design tokens shared by every app. Colours meet WCAG AA contrast on white. */
export const theme = {
  colors: {
    brand: '#5b3df5',
    brandHover: '#4a2ed8',
    brandSoft: '#efebff',
    text: '#1b1b23',
    textMuted: '#5a5a6e',
    border: '#dcdce4',
    surface: '#ffffff',
    surfaceMuted: '#f6f6f9',
    danger: '#c02626',
    dangerSoft: '#fde8e8',
    success: '#177a3c',
    successSoft: '#e3f6ea',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    info: '#1e56b8',
    infoSoft: '#e4edfc',
    neutral: '#4b5563',
    neutralSoft: '#eceef1',
    focus: '#5b3df5',
    overlay: 'rgba(17, 17, 26, 0.55)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
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
