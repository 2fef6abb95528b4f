import { MASKED_CONTACT } from '@ladrive/contracts';
import { Fragment } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Hidden = styled.span`
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-style: italic;
  white-space: normal;
`;

/**
 * A message's text as the API sent it for this reader: a phone number or an email the other party wrote before a
 * confirmed booking arrives as MASKED_CONTACT, and shows here as a marked note in the page's language.
 */
export function MessageText({ body }: { body: string }) {
  const t = useT();
  const parts = body.split(MASKED_CONTACT);
  return (
    <>
      {parts.map((part, index) => (
        // the parts of one message never move: their place is their identity
        <Fragment key={index}>
          {index > 0 && <Hidden data-testid="masked-contact">{t('conversation.maskedContact')}</Hidden>}
          {/* what a person wrote: nobody translates it */}
          {part && <span translate="no">{part}</span>}
        </Fragment>
      ))}
    </>
  );
}
