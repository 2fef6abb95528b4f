import { Container, Grid, Skeleton } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Band = styled.div`
  padding: ${({ theme }) => theme.space(16)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A screen tall like either home, so the footer does not jump when one replaces the skeleton. */
const ScreenTall = styled(Container)`
  min-height: 100vh;
`;

/** `/` while the session loads: neither the landing nor the signed-in home yet. */
export function HomeSkeleton() {
  const t = useT();
  return (
    <ScreenTall role="status" aria-busy="true" aria-label={t('frame.loading')}>
      <Band>
        <Skeleton $height="3rem" $width="min(560px, 90%)" />
        <Skeleton $height="1.25rem" $width="min(440px, 75%)" />
        <Skeleton $height="5rem" />
      </Band>
      <Grid $min="200px">
        {['economy', 'luxury', 'suv', 'electric'].map((key) => (
          <Skeleton key={key} $height="8rem" />
        ))}
      </Grid>
    </ScreenTall>
  );
}
