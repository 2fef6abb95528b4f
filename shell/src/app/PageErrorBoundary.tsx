import { paths } from '@ladrive/contracts';
import { Button, ErrorBoundary, Notice } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

function SomethingWentWrong({ lang }: { lang?: string }) {
  const t = useT();
  return (
    <Notice
      lang={lang}
      role="alert"
      title={t('error.title')}
      actions={
        <Button as="a" href={paths.home}>
          {t('common.backToHome')}
        </Button>
      }
    >
      {t('error.text')}
    </Notice>
  );
}

/**
 * Last line of defence: a shell bug shows this instead of a blank page. Around the page it is keyed by the
 * path, so going to another page tries again. (A remote's own failures stop earlier, at its RemoteBoundary.)
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        // the shell's words, English as the spec writes them, on a Spanish page too
        <Speaks lang="en">
          <SomethingWentWrong />
        </Speaks>
      }
      onError={(error, componentStack) =>
        console.error('Unexpected error while rendering the page', error, componentStack)
      }
    >
      {children}
    </ErrorBoundary>
  );
}
