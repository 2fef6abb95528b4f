import { LANGUAGES } from '@ladrive/contracts';
import { Button } from '@ladrive/design-system';
import { useChosenLanguage } from '@ladrive/i18n';
import styled from 'styled-components';
import { useT } from '../../i18n';
import { LANGUAGE_NAMES, useChooseLanguage } from './choose-language';

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * 'English' and 'Español', each named in its own language; the chosen one is marked current. Inside the header's
 * menu and in the drawer.
 */
export function LanguageChoices({ onChosen }: { onChosen?: () => void }) {
  const t = useT();
  const chosen = useChosenLanguage();
  const choose = useChooseLanguage();
  return (
    <Choices aria-label={t('language.menu')}>
      {LANGUAGES.map((lang) => (
        <li key={lang}>
          <Button
            $variant={chosen === lang ? 'primary' : 'ghost'}
            $size="sm"
            $block
            lang={lang}
            aria-current={chosen === lang}
            onClick={async () => {
              await choose(lang);
              onChosen?.();
            }}
          >
            {LANGUAGE_NAMES[lang]}
          </Button>
        </li>
      ))}
    </Choices>
  );
}

/** The drawer's language section. */
export function LanguageOptions() {
  const t = useT();
  return (
    <>
      <Heading>{t('language.menu')}</Heading>
      <LanguageChoices />
    </>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizes.md};
`;
