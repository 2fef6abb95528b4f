import { formatWholeUSD, hrefs } from '@ladrive/contracts';
import { focusRing, Grid } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type ShellMessage, useT } from '../../../i18n';
import { BoltIcon, CarIcon, DiamondIcon, SuvIcon } from './icons';
import { Section, SectionInner, SectionLead, SectionTitle } from './Section';

const CATEGORIES: { category: string; label: ShellMessage; fromDollars: number; icon: ReactNode }[] = [
  { category: 'economy', label: 'categories.economy', fromDollars: 25, icon: <CarIcon /> },
  { category: 'luxury', label: 'categories.luxury', fromDollars: 150, icon: <DiamondIcon /> },
  { category: 'suv', label: 'categories.suv', fromDollars: 65, icon: <SuvIcon /> },
  { category: 'electric', label: 'categories.electric', fromDollars: 85, icon: <BoltIcon /> },
];

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: transform 120ms ease, border-color 120ms ease;
  &:hover { transform: translateY(-2px); border-color: ${({ theme }) => theme.colors.brand}; }
  ${focusRing}
`;

const Icon = styled.span`
  color: ${({ theme }) => theme.colors.brand};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: 700;
`;

const Price = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;

export function CategoryTiles() {
  const t = useT();
  return (
    <Section aria-labelledby="categories-title">
      <SectionInner>
        <SectionTitle id="categories-title">{t('categories.title')}</SectionTitle>
        <SectionLead>{t('categories.lead')}</SectionLead>
        <Grid $min="240px">
          {CATEGORIES.map(({ category, label, fromDollars, icon }) => (
            <Tile key={category} to={hrefs.search({ category })}>
              <Icon>{icon}</Icon>
              <Name>{t(label)}</Name>
              <Price>{t('categories.from', { price: formatWholeUSD(fromDollars) })}</Price>
            </Tile>
          ))}
        </Grid>
      </SectionInner>
    </Section>
  );
}
