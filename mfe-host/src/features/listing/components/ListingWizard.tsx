import { type AuthUser, type BankingInput, paths } from '@ladrive/contracts';
import { Muted } from '@ladrive/design-system';
import {
  apiErrorMessage,
  apiErrorStatus,
  isUnauthorizedError,
  signInUrl,
  toast,
  useFullPageNavigation,
} from '@ladrive/platform';
import { useNavigate } from '@ladrive/routing';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import type { ListingPhoto } from '../../photos';
import { useCheckCar, useCreateCar, useSaveBanking } from '../api/listing-api';
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
 * The two-step listing: car details and photos, then banking. 'Complete Listing' has the server check the car
 * (POST /api/cars/validate, nothing written), then saves the banking details (unless the host keeps those on
 * file), then creates the car: a car the server refuses never leaves bank details saved behind it. On success the
 * wizard starts over and the host goes to /. Each change of step moves focus to the step's heading and is
 * announced.
 */
export function ListingWizard({ user }: ListingWizardProps) {
  const t = useT();
  const navigate = useNavigate();
  const redirect = useFullPageNavigation();
  const checkCar = useCheckCar();
  const saveBanking = useSaveBanking();
  const createCar = useCreateCar();
  const [step, setStep] = useState<1 | 2>(1);
  const [stepChanged, setStepChanged] = useState(false);
  const [car, setCar] = useState<CarFormValues | null>(null);
  const [photos, setPhotos] = useState<ListingPhoto[]>([]);
  const [bankingDraft, setBankingDraft] = useState<BankingInput>();
  // A new key gives a fresh car form (and uploader) after a listing is created.
  const [formKey, setFormKey] = useState(0);
  const busy = checkCar.isPending || saveBanking.isPending || createCar.isPending;
  const carHeading = useRef<HTMLHeadingElement>(null);
  const bankingHeading = useRef<HTMLHeadingElement>(null);

  function goTo(next: 1 | 2) {
    setStep(next);
    setStepChanged(true);
  }

  // After a change of step (not on arrival) focus would otherwise stay on a button that is now hidden or gone.
  useEffect(() => {
    if (stepChanged) (step === 1 ? carHeading : bankingHeading).current?.focus();
  }, [step, stepChanged]);

  function unauthorized() {
    toast({
      title: t('listCar.unauthorizedTitle'),
      description: t('listCar.unauthorizedDescription'),
      variant: 'destructive',
    });
    setTimeout(() => redirect(signInUrl(paths.listCar)), UNAUTHORIZED_REDIRECT_MS);
  }

  function carRefused(error: unknown) {
    if (isUnauthorizedError(error)) return unauthorized();
    // a 400 names what the server refused (a photo that is not an image, say); anything else is the spec's sentence
    const description = apiErrorStatus(error) === 400 ? apiErrorMessage(error) : t('listCar.carFailed');
    toast({ title: t('listCar.errorTitle'), description, variant: 'destructive' });
  }

  async function complete(banking: BankingInput | null) {
    if (!car) return;
    const listing = { ...car, images: photos.map((photo) => photo.src) };
    try {
      await checkCar.mutateAsync(listing);
    } catch (error) {
      return carRefused(error);
    }
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
      await createCar.mutateAsync(listing);
    } catch (error) {
      return carRefused(error);
    }
    toast({ title: t('listCar.successTitle'), description: t('listCar.successDescription'), variant: 'success' });
    setCar(null);
    setPhotos([]);
    setBankingDraft(undefined);
    setFormKey((key) => key + 1);
    setStep(1);
    setStepChanged(false);
    navigate(paths.home);
  }

  return (
    <>
      <header style={{ textAlign: 'center' }}>
        <h1 style={{ marginBottom: 0 }}>{t('listCar.title')}</h1>
        <Muted>{t('listCar.subtitle')}</Muted>
      </header>
      <StepIndicator step={step} announce={stepChanged} />
      {/* Step 1 stays mounted on step 2 so 'Back to Car Details' finds everything as it was. */}
      <div hidden={step !== 1}>
        <CarDetailsForm
          key={formKey}
          photos={photos}
          onPhotosChange={setPhotos}
          submitLabel={t('listCar.continue')}
          headingRef={carHeading}
          onSubmit={(values) => {
            setCar(values);
            goTo(2);
          }}
        />
      </div>
      {step === 2 && (
        <BankingStep
          saved={user.banking}
          busy={busy}
          draft={bankingDraft}
          headingRef={bankingHeading}
          onBack={(draft) => {
            setBankingDraft(draft);
            goTo(1);
          }}
          onComplete={complete}
        />
      )}
    </>
  );
}
