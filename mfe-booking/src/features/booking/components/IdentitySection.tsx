import type { VerifiedIdentity } from '@ladrive/contracts';
import { FormSection, formatDate, Muted } from '@ladrive/design-system';
import type { Dispatch, SetStateAction } from 'react';
import styled from 'styled-components';
import { PhotoCapture } from '../../photos';
import type { IdentityPhotos } from '../hooks/useBookingSubmit';

const Verified = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export interface IdentitySectionProps {
  photos: IdentityPhotos;
  onChange: Dispatch<SetStateAction<IdentityPhotos>>;
  /** Verified by an earlier booking, or null. */
  identity: VerifiedIdentity | null;
  /** The identity on file covers the licence typed above: no photos are asked. */
  onFile: boolean;
}

/**
 * Verified once per account: with the licence on file, a line saying so; otherwise the two identity photos,
 * the license (back camera) and a selfie holding it (front camera) — saying why when a verified renter typed
 * another licence.
 */
export function IdentitySection({ photos, onChange, identity, onFile }: IdentitySectionProps) {
  return (
    <FormSection aria-labelledby="identity-heading">
      <h2 id="identity-heading">Identity verification</h2>
      {onFile && identity ? (
        <Verified data-testid="identity-on-file">
          <strong>Your identity is verified.</strong> We use the photos of license {identity.driverLicense} you sent on{' '}
          {formatDate(identity.verifiedAt.slice(0, 10), 'en')}; there is nothing to upload.
        </Verified>
      ) : (
        <>
          {identity && (
            <Muted>
              This is not the license we verified ({identity.driverLicense}, valid until{' '}
              {formatDate(identity.licenseExpiry, 'en')}): please add photos of this one.
            </Muted>
          )}
          <PhotoCapture
            label="Driver's license photo"
            hint="The front of your license, all four corners visible and the text readable."
            facingMode="environment"
            value={photos.licensePhoto}
            onChange={(licensePhoto) => onChange((current) => ({ ...current, licensePhoto }))}
          />
          <PhotoCapture
            label="Selfie with your driver's license"
            hint="Your face and your license next to it, both clearly visible."
            facingMode="user"
            value={photos.selfieWithLicense}
            onChange={(selfieWithLicense) => onChange((current) => ({ ...current, selfieWithLicense }))}
          />
        </>
      )}
    </FormSection>
  );
}
