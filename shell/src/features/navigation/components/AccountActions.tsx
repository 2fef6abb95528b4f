import { Button, SIGN_OUT_URL, Skeleton, useSession } from '@ladrive/shared-ui';
import styled from 'styled-components';
import { greetingFor, LOGIN_URL, SIGN_UP_URL } from '../nav-items';

const Row = styled.div<{ $layout: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $layout }) => $layout};
  align-items: ${({ $layout }) => ($layout === 'row' ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space(2)};
`;

const Greeting = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

export interface AccountActionsProps {
  layout: 'row' | 'column';
}

/** Greeting and Sign Out for signed-in users; Login / Sign In / Sign Up for visitors (all full page loads). */
export function AccountActions({ layout }: AccountActionsProps) {
  const { user, isLoading, isAuthenticated } = useSession();
  const block = layout === 'column';

  if (isLoading) return <Skeleton $width="10rem" $height="2.75rem" />;

  if (isAuthenticated && user) {
    return (
      <Row $layout={layout}>
        <Greeting>{greetingFor(user)}</Greeting>
        <Button as="a" href={SIGN_OUT_URL} $variant="outline" $size="sm" $block={block}>
          Sign Out
        </Button>
      </Row>
    );
  }

  return (
    <Row $layout={layout}>
      <Button as="a" href={LOGIN_URL} $variant="ghost" $size="sm" $block={block}>
        Login
      </Button>
      <Button as="a" href={LOGIN_URL} $variant="outline" $size="sm" $block={block}>
        Sign In
      </Button>
      <Button as="a" href={SIGN_UP_URL} $size="sm" $block={block}>
        Sign Up
      </Button>
    </Row>
  );
}
