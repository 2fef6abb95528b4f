import { paths } from '@ladrive/contracts';
import { Button, Notice } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { Link } from '@ladrive/routing';
import { useT } from '../../../i18n';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** What a visitor sees instead of a page or widget whose remote failed to load. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  // the shell's words, English as the spec writes them, on a Spanish page too
  return (
    <Speaks lang="en">
      <UnavailableNotice onRetry={onRetry} />
    </Speaks>
  );
}

function UnavailableNotice({ onRetry, lang }: RemoteUnavailableProps & { lang?: string }) {
  const t = useT();
  return (
    <Notice
      lang={lang}
      role="alert"
      headingLevel={2}
      title={t('unavailable.title')}
      actions={
        <>
          <Button onClick={onRetry}>{t('unavailable.retry')}</Button>
          <Button as={Link} to={paths.home} $variant="outline">
            {t('common.backToHome')}
          </Button>
        </>
      }
    >
      {t('unavailable.text')}
    </Notice>
  );
}
