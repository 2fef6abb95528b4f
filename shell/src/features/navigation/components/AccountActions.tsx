import { Button, media, Skeleton } from '@ladrive/design-system';
import { SIGN_OUT_URL, useSession } from '@ladrive/platform';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { LOGIN_URL, SIGN_UP_URL } from '../nav-items';
import { AccountMenu } from './AccountMenu';
import { UserGreeting } from './UserGreeting';

const Row = styled.div<{ $layout: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $layout }) => $layout};
  align-items: ${({ $layout }) => ($layout === 'row' ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space(2)};
`;

/** Login and Sign In open the same page; on tablets the bar keeps Sign In alone to stay one row. */
const LoginButton = styled(Button)<{ $inBar: boolean }>`
  ${({ $inBar }) => $inBar && `${media.tablet} { display: none; }`}
`;

const Greeting = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

export interface AccountActionsProps {
  layout: 'row' | 'column';
}

/**
 * Signed in: the account menu in the bar, the greeting and Sign Out in the drawer. Visitors: Login / Sign In /
 * Sign Up (all full page loads).
 */
export function AccountActions({ layout }: AccountActionsProps) {
  const t = useT();
  const { user, isLoading, isAuthenticated } = useSession();
  const block = layout === 'column';

  if (isLoading) return <Skeleton $width="10rem" $height="2.75rem" />;

  if (isAuthenticated && user) {
    if (layout === 'row') return <AccountMenu user={user} />;
    return (
      <Row $layout={layout}>
        <UserGreeting user={user} as={Greeting} />
        <Button as="a" href={SIGN_OUT_URL} $variant="outline" $size="sm" $block={block}>
          {t('nav.signOut')}
        </Button>
      </Row>
    );
  }

  return (
    <Row $layout={layout}>
      <LoginButton as="a" href={LOGIN_URL} $variant="ghost" $size="sm" $block={block} $inBar={!block}>
        {t('nav.login')}
      </LoginButton>
      <Button as="a" href={LOGIN_URL} $variant="outline" $size="sm" $block={block}>
        {t('nav.signIn')}
      </Button>
      <Button as="a" href={SIGN_UP_URL} $size="sm" $block={block}>
        {t('nav.signUp')}
      </Button>
    </Row>
  );
}
