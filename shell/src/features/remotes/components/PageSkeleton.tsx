import { Page, Skeleton } from '@ladrive/shared-ui';
import styled from 'styled-components';

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** Placeholder for a page while its remote loads. */
export function PageSkeleton() {
  return (
    <Page role="status" aria-busy="true" aria-label="Loading page">
      <Skeleton $height="2.25rem" $width="min(420px, 70%)" />
      <Lines>
        <Skeleton $width="90%" />
        <Skeleton $width="80%" />
        <Skeleton $width="85%" />
        <Skeleton $height="12rem" />
      </Lines>
    </Page>
  );
}
