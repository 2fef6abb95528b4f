import { Spinner } from '@ladrive/design-system';
import { useSession } from '@ladrive/platform';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SignInRequired } from './SignInRequired';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(16)} 0;
`;

/** Renders `children` for signed-in users and a sign-in prompt for everyone else. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useSession();
  if (isLoading) {
    return (
      <Centered>
        <Spinner />
      </Centered>
    );
  }
  return isAuthenticated ? children : <SignInRequired />;
}
