import { paths } from '@ladrive/contracts';
import { Button, Notice, useDocumentTitle } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { signInUrl } from '@ladrive/platform';
import { Link, useLocation } from '@ladrive/routing';
import { useT } from '../../../i18n';

/** Shown instead of a page that needs an account; signing in comes back to this very page. */
export function SignInRequired() {
  // English as the spec writes the shell's prompt, even on a Spanish route (the dashboards)
  return (
    <Speaks lang="en">
      <SignInPrompt />
    </Speaks>
  );
}

function SignInPrompt({ lang }: { lang?: string }) {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  useDocumentTitle(t('signIn.pageTitle'));
  return (
    <div lang={lang}>
      <Notice
        title={t('signIn.title')}
        actions={
          <>
            <Button as="a" href={signInUrl(`${pathname}${search}${hash}`)} $size="lg">
              {t('signIn.action')}
            </Button>
            <Button as={Link} to={paths.home} $variant="outline" $size="lg">
              {t('common.backToHome')}
            </Button>
          </>
        }
      >
        {t('signIn.text')}
      </Notice>
    </div>
  );
}
