import type { ReactNode } from 'react';

/** Line icons drawn inline: no icon font or emoji font needed, and they take the text colour. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l8 3v6c0 5-3.5 8.5-8 9-4.5-.5-8-4-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);

export const VerifiedUserIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21c0-4 3-7 7-7s7 3 7 7" />
    <path d="M16 11l2 2 4-4" />
  </Icon>
);

export const SupportIcon = () => (
  <Icon>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);

export const CarIcon = () => (
  <Icon>
    <path d="M3 16v-4l2.5-5h13L21 12v4z" />
    <path d="M3 12h18" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </Icon>
);

export const DiamondIcon = () => (
  <Icon>
    <path d="M6 3h12l4 6-10 12L2 9z" />
    <path d="M2 9h20" />
  </Icon>
);

export const SuvIcon = () => (
  <Icon>
    <path d="M2 17V9h4l3-4h9l3 4h1v8z" />
    <path d="M10 5v4" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </Icon>
);

export const BoltIcon = () => (
  <Icon>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Icon>
);
