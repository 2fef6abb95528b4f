import { createGlobalStyle } from 'styled-components';

/**
 * The sticky header's height, which the shell's header keeps up to date on `<html>`: focus moved backwards
 * (Shift+Tab) or a jump to a section then scrolls clear of the header instead of under it (WCAG 2.4.11).
 */
export const STICKY_HEADER_HEIGHT_PROPERTY = '--sticky-header-height';

/** Reset and base typography. Rendered once, by the shell (or a remote running standalone). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(var(${STICKY_HEADER_HEIGHT_PROPERTY}, 0px) + 0.75rem);
    /* a control reached at the window's bottom shows whole, its focus ring included */
    scroll-padding-bottom: 0.75rem;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    line-height: 1.5;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.colors.brand}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
