import { Card, Grid } from '@ladrive/design-system';
import { useChosenLanguage } from '@ladrive/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type ShellMessage, useT } from '../../../i18n';
import { ShieldIcon, SupportIcon, VerifiedUserIcon } from './icons';
import { IconBubble } from './Section';

/** The platform promises of the spec: insurance up to $1M USD, verified users, 24/7 support. */
const POINTS: { icon: ReactNode; title: ShellMessage; text: ShellMessage }[] = [
  {
    icon: <ShieldIcon />,
    title: 'trust.insuranceTitle',
    text: 'trust.insuranceText',
  },
  {
    icon: <VerifiedUserIcon />,
    title: 'trust.verifiedTitle',
    text: 'trust.verifiedText',
  },
  {
    icon: <SupportIcon />,
    title: 'trust.supportTitle',
    text: 'trust.supportText',
  },
];

const Point = styled(Card)`
  h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function TrustPoints() {
  const t = useT();
  // the spec's sentence mixes both languages on purpose; once a visitor chooses, it speaks theirs
  const asSpecified = useChosenLanguage() === null;
  return (
    <Grid $min="300px">
      {POINTS.map((point) => (
        <Point key={point.title}>
          <IconBubble>{point.icon}</IconBubble>
          <h3>{t(point.title)}</h3>
          <p>{t(asSpecified && point.text === 'trust.supportText' ? 'trust.supportTextAsSpecified' : point.text)}</p>
        </Point>
      ))}
    </Grid>
  );
}
