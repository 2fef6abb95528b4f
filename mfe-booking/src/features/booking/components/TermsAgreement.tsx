import { MINIMUM_RENTER_AGE, paths } from '@ladrive/contracts';
import { Checkbox, Dialog } from '@ladrive/design-system';
import { PrivacyPolicyBody } from '@ladrive/marketplace-ui/legal';
import { type ComponentProps, useState } from 'react';
import styled from 'styled-components';

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
  const [privacyOpen, setPrivacyOpen] = useState(false);
  return (
    <>
      <Checkbox
        {...props}
        label={
          <>
            I agree to the{' '}
            <a href={paths.termsOfService} target="_blank" rel="noopener noreferrer">
              terms of service
            </a>{' '}
            and{' '}
            <LinkButton
              type="button"
              onClick={(event) => {
                // A click inside the label would also tick the box.
                event.preventDefault();
                setPrivacyOpen(true);
              }}
            >
              privacy policy
            </LinkButton>
            {`, and confirm I am at least ${MINIMUM_RENTER_AGE} with a valid driver's license.`}
          </>
        }
      />
      <Dialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} title="Privacy Policy">
        <PrivacyPolicyBody />
      </Dialog>
    </>
  );
}
