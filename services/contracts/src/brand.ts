/**
 * The site's name, colours and type as plain data: the design system's theme is built on them (every app's look)
 * and the API's emails use them, so an email looks like the site. Colours meet WCAG AA contrast on white.
 */
export const SITE_NAME = 'LA Drive';

export const BRAND_COLORS = {
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
} as const;

export const BRAND_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
