import { Container } from '@ladrive/design-system';
import styled from 'styled-components';

/** A full-width band of the home and landing pages. */
export const Section = styled.section<{ $tone?: 'plain' | 'white' }>`
  padding: ${({ theme }) => theme.space(14)} 0;
  background: ${({ theme, $tone = 'plain' }) => ($tone === 'white' ? theme.colors.surface : 'transparent')};
  /* Anchored sections (/#how-it-works) must not hide under the sticky header. */
  scroll-margin-top: 120px;
`;

export const SectionInner = Container;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  text-align: center;
`;

export const SectionLead = styled.p`
  max-width: 60ch;
  margin: 0 auto ${({ theme }) => theme.space(10)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.lg};
`;

/** Icon in a soft brand circle, above a card's title. */
export const IconBubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  margin-bottom: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;
