import { MASKED_CONTACT } from '@ladrive/contracts';
import { Fragment } from 'react';
import styled from 'styled-components';

const Hidden = styled.span`
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-style: italic;
  white-space: normal;
`;

/** What a hidden phone number or email reads as on these Spanish pages (the API writes MASKED_CONTACT). */
export const MASKED_CONTACT_ES = '[dato de contacto oculto hasta que se confirme una reserva]';

/**
 * A message's text as the API sent it for this reader: a phone number or an email the other party wrote before a
 * confirmed booking arrives as MASKED_CONTACT, and shows here as a marked note in the page's language.
 */
export function MessageText({ body }: { body: string }) {
  const parts = body.split(MASKED_CONTACT);
  return (
    <>
      {parts.map((part, index) => (
        // the parts of one message never move: their place is their identity
        <Fragment key={index}>
          {index > 0 && <Hidden data-testid="masked-contact">{MASKED_CONTACT_ES}</Hidden>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
