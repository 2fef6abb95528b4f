import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const tones = {
  neutral: ['neutralSoft', 'neutral'],
  brand: ['brandSoft', 'brandHover'],
  success: ['successSoft', 'success'],
  warning: ['warningSoft', 'warning'],
  danger: ['dangerSoft', 'danger'],
  info: ['infoSoft', 'info'],
} as const;

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 700;
  white-space: nowrap;
  background: ${({ theme, $tone = 'neutral' }) => theme.colors[tones[$tone][0]]};
  color: ${({ theme, $tone = 'neutral' }) => theme.colors[tones[$tone][1]]};
`;
