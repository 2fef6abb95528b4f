import { Container, media } from '@ladrive/design-system';
import styled from 'styled-components';

/** The top band of the home and landing pages. */
export const Hero = styled.section`
  background:
    radial-gradient(circle at 85% 20%, rgba(91, 61, 245, 0.18), transparent 45%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.brandSoft}, ${({ theme }) => theme.colors.surfaceMuted});
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(14)};
  ${media.md} { padding: ${({ theme }) => theme.space(20)} 0; }
`;

export const HeroInner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.brandHover};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const HeroTitle = styled.h1`
  font-size: clamp(2rem, 5vw, ${({ theme }) => theme.font.sizes.hero});
  letter-spacing: -0.02em;
  max-width: 20ch;
`;

export const HeroLead = styled.p`
  max-width: 52ch;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
