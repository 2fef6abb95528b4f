import { FormSection } from '@ladrive/shared-ui';
import type { Dispatch, SetStateAction } from 'react';
import { PhotoCapture } from '../../photos';
import type { IdentityPhotos } from '../hooks/useBookingSubmit';

export interface IdentitySectionProps {
  photos: IdentityPhotos;
  onChange: Dispatch<SetStateAction<IdentityPhotos>>;
}

/** The two identity photos: the license (back camera) and a selfie holding it (front camera). */
export function IdentitySection({ photos, onChange }: IdentitySectionProps) {
  return (
    <FormSection aria-labelledby="identity-heading">
      <h2 id="identity-heading">Identity verification</h2>
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
    </FormSection>
  );
}
