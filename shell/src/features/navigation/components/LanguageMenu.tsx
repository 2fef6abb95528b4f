import { useLanguage } from '@ladrive/i18n';
import { useT } from '../../../i18n';
import { LANGUAGE_NAMES, LanguageChoices } from '../../language';
import { useDisclosure } from '../hooks/useDisclosure';
import { DisclosurePanel, DisclosureToggle, DisclosureWrapper } from './disclosure-parts';

const GLOBE = '🌐';

/** Wide screens: the language the header speaks ('EN' / 'ES', named in full to screen readers) opens the choices. */
export function LanguageMenu() {
  const t = useT();
  const shown = useLanguage();
  const { close, wrapperProps, toggleProps, panelProps } = useDisclosure();
  return (
    <DisclosureWrapper {...wrapperProps}>
      <DisclosureToggle {...toggleProps} aria-label={t('language.current', { language: LANGUAGE_NAMES[shown] })}>
        <span aria-hidden="true">
          {GLOBE} {shown.toUpperCase()}
        </span>
      </DisclosureToggle>
      <DisclosurePanel {...panelProps}>
        <LanguageChoices onChosen={close} />
      </DisclosurePanel>
    </DisclosureWrapper>
  );
}
