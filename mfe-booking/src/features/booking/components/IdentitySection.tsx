import type { VerifiedIdentity } from '@ladrive/contracts';
import { FormSection, formatDate, Muted } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import type { Dispatch, SetStateAction } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
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
  const t = useT();
  const lang = useLanguage();
  return (
    <FormSection aria-labelledby="identity-heading">
      <h2 id="identity-heading">{t('booking.identityHeading')}</h2>
      {onFile && identity ? (
        <Verified data-testid="identity-on-file">
          <T
            id="booking.identityOnFile"
            values={{ license: identity.driverLicense, date: formatDate(identity.verifiedAt.slice(0, 10), lang) }}
            components={[<strong />]}
          />
        </Verified>
      ) : (
        <>
          {identity && (
            <Muted>
              {t('booking.otherLicense', {
                license: identity.driverLicense,
                date: formatDate(identity.licenseExpiry, lang),
              })}
            </Muted>
          )}
          <PhotoCapture
            label={t('booking.licensePhoto')}
            hint={t('booking.licensePhotoHint')}
            facingMode="environment"
            value={photos.licensePhoto}
            onChange={(licensePhoto) => onChange((current) => ({ ...current, licensePhoto }))}
          />
          <PhotoCapture
            label={t('booking.selfie')}
            hint={t('booking.selfieHint')}
            facingMode="user"
            value={photos.selfieWithLicense}
            onChange={(selfieWithLicense) => onChange((current) => ({ ...current, selfieWithLicense }))}
          />
        </>
      )}
    </FormSection>
  );
}
