import { MINIMUM_RENTER_AGE, paths } from '@ladrive/contracts';
import { Checkbox, Dialog } from '@ladrive/design-system';
import { PrivacyPolicyBody } from '@ladrive/marketplace-ui/legal';
import { type ComponentProps, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';

/** The terms open beside the form (its words come from the catalog's sentence). */
const NewTabLink = styled.a.attrs({ target: '_blank', rel: 'noopener noreferrer' })``;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * "I agree to the terms of service and privacy policy": the terms open in a new tab, the privacy
 * policy (August 19, 2025) in a dialog, so the form keeps what the renter typed.
 */
export function TermsAgreement(props: Omit<ComponentProps<'input'>, 'type'>) {
  const t = useT();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  return (
    <>
      <Checkbox
        {...props}
        label={
          <T
            id="booking.terms"
            values={{ age: MINIMUM_RENTER_AGE }}
            components={[
              <NewTabLink href={paths.termsOfService} />,
              <LinkButton
                type="button"
                onClick={(event) => {
                  // A click inside the label would also tick the box.
                  event.preventDefault();
                  setPrivacyOpen(true);
                }}
              />,
            ]}
          />
        }
      />
      <Dialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} title={t('booking.privacyTitle')}>
        <PrivacyPolicyBody />
      </Dialog>
    </>
  );
}
