import { type AuthUser, type BankingInput, paths } from '@ladrive/contracts';
import { Muted } from '@ladrive/design-system';
import { isUnauthorizedError, signInUrl, toast, useFullPageNavigation } from '@ladrive/platform';
import { useNavigate } from '@ladrive/routing';
import { useState } from 'react';
import { useT } from '../../../i18n';
import type { ListingPhoto } from '../../photos';
import { useCreateCar, useSaveBanking } from '../api/listing-api';
import type { CarFormValues } from '../lib/car-form';
import { BankingStep } from './BankingStep';
import { CarDetailsForm } from './CarDetailsForm';
import { StepIndicator } from './StepIndicator';

/** Spec section 9: the sign-in page follows an unauthorized toast after 500 ms. */
const UNAUTHORIZED_REDIRECT_MS = 500;

export interface ListingWizardProps {
  user: AuthUser;
}

/**
 * The two-step listing: car details and photos, then banking. 'Complete Listing' saves the banking
 * details (unless the host keeps those on file), then creates the car; on success the wizard starts
 * over and the host goes to /.
 */
export function ListingWizard({ user }: ListingWizardProps) {
  const t = useT();
  const navigate = useNavigate();
  const redirect = useFullPageNavigation();
  const saveBanking = useSaveBanking();
  const createCar = useCreateCar();
  const [step, setStep] = useState<1 | 2>(1);
  const [car, setCar] = useState<CarFormValues | null>(null);
  const [photos, setPhotos] = useState<ListingPhoto[]>([]);
  // A new key gives a fresh car form (and uploader) after a listing is created.
  const [formKey, setFormKey] = useState(0);
  const busy = saveBanking.isPending || createCar.isPending;

  function unauthorized() {
    toast({
      title: t('listCar.unauthorizedTitle'),
      description: t('listCar.unauthorizedDescription'),
      variant: 'destructive',
    });
    setTimeout(() => redirect(signInUrl(paths.listCar)), UNAUTHORIZED_REDIRECT_MS);
  }

  async function complete(banking: BankingInput | null) {
    if (!car) return;
    if (banking) {
      try {
        await saveBanking.mutateAsync(banking);
        // shown until the car's own result replaces it (one toast at a time)
        toast({
          title: t('listCar.bankingSavedTitle'),
          description: t('listCar.bankingSavedDescription'),
          variant: 'success',
        });
      } catch (error) {
        if (isUnauthorizedError(error)) return unauthorized();
        toast({ title: t('listCar.errorTitle'), description: t('listCar.bankingFailed'), variant: 'destructive' });
        return;
      }
    }
    try {
      await createCar.mutateAsync({ ...car, images: photos.map((photo) => photo.src) });
    } catch (error) {
      if (isUnauthorizedError(error)) return unauthorized();
      toast({ title: t('listCar.errorTitle'), description: t('listCar.carFailed'), variant: 'destructive' });
      return;
    }
    toast({ title: t('listCar.successTitle'), description: t('listCar.successDescription'), variant: 'success' });
    setCar(null);
    setPhotos([]);
    setFormKey((key) => key + 1);
    setStep(1);
    navigate(paths.home);
  }

  return (
    <>
      <header style={{ textAlign: 'center' }}>
        <h1 style={{ marginBottom: 0 }}>{t('listCar.title')}</h1>
        <Muted>{t('listCar.subtitle')}</Muted>
      </header>
      <StepIndicator step={step} />
      {/* Step 1 stays mounted on step 2 so 'Back to Car Details' finds everything as it was. */}
      <div hidden={step !== 1}>
        <CarDetailsForm
          key={formKey}
          photos={photos}
          onPhotosChange={setPhotos}
          submitLabel={t('listCar.continue')}
          onSubmit={(values) => {
            setCar(values);
            setStep(2);
          }}
        />
      </div>
      {step === 2 && <BankingStep saved={user.banking} busy={busy} onBack={() => setStep(1)} onComplete={complete} />}
    </>
  );
}
