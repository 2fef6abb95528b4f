import { Card, Grid } from '@ladrive/design-system';
import styled from 'styled-components';
import { ShieldIcon, SupportIcon, VerifiedUserIcon } from './icons';
import { IconBubble } from './Section';

/** The platform promises of the spec: insurance up to $1M USD, verified users, 24/7 support. */
const POINTS = [
  {
    icon: <ShieldIcon />,
    title: 'Full insurance up to $1M USD',
    text: 'Every trip includes liability coverage up to $1,000,000, so you can drive with peace of mind.',
  },
  {
    icon: <VerifiedUserIcon />,
    title: 'Verified users',
    text: "Renters and hosts confirm their identity and driver's license before their first trip.",
  },
  {
    icon: <SupportIcon />,
    title: '24/7 support',
    text: 'Real people ready to help day and night, in English y en español.',
  },
];

const Point = styled(Card)`
  h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function TrustPoints() {
  return (
    <Grid $min="300px">
      {POINTS.map((point) => (
        <Point key={point.title}>
          <IconBubble>{point.icon}</IconBubble>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </Point>
      ))}
    </Grid>
  );
}
