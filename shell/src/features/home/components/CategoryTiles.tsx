import { hrefs } from '@ladrive/contracts';
import { focusRing, Grid } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { BoltIcon, CarIcon, DiamondIcon, SuvIcon } from './icons';
import { Section, SectionInner, SectionLead, SectionTitle } from './Section';

const CATEGORIES = [
  { category: 'economy', label: 'Economy', price: 'From $25/day', icon: <CarIcon /> },
  { category: 'luxury', label: 'Luxury', price: 'From $150/day', icon: <DiamondIcon /> },
  { category: 'suv', label: 'SUVs', price: 'From $65/day', icon: <SuvIcon /> },
  { category: 'electric', label: 'Electric', price: 'From $85/day', icon: <BoltIcon /> },
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
  return (
    <Section aria-labelledby="categories-title">
      <SectionInner>
        <SectionTitle id="categories-title">Browse by category</SectionTitle>
        <SectionLead>Whatever the plan, there's a car for it.</SectionLead>
        <Grid $min="240px">
          {CATEGORIES.map(({ category, label, price, icon }) => (
            <Tile key={category} to={hrefs.search({ category })}>
              <Icon>{icon}</Icon>
              <Name>{label}</Name>
              <Price>{price}</Price>
            </Tile>
          ))}
        </Grid>
      </SectionInner>
    </Section>
  );
}
