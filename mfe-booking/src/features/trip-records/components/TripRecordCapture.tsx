import {
  FUEL_EIGHTHS_FULL,
  ODOMETER_MAX_MILES,
  TRIP_PHOTO_REQUIRED_ANGLES,
  TRIP_RECORD_PHOTOS_MAX,
  type TripPhotoAngle,
  type TripRecordInsert,
  type TripRecordKind,
} from '@ladrive/contracts';
import { Button, Field, Input, Select, visuallyHidden } from '@ladrive/design-system';
import { useContractText } from '@ladrive/i18n/catalogs';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { photoFileProblem, usePhotoEncoder } from '../../photos';
import { useTripRecordLabels } from '../lib/labels';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The whole step is the camera button: a large target, the photo shown once taken. */
const Shot = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 12rem;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  text-align: center;
  cursor: pointer;
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
  img { max-width: 100%; max-height: 14rem; object-fit: contain; border-radius: ${({ theme }) => theme.radius.md}; }
  input { ${visuallyHidden} }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; }
`;

/** The step buttons stay at the bottom of the screen, where a thumb reaches them. */
const StepBar = styled.div`
  position: sticky;
  bottom: 0;
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  background: ${({ theme }) => theme.colors.surface};
  button { min-height: 3.5rem; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

const EXTRA_STEP = TRIP_PHOTO_REQUIRED_ANGLES.length;
const READINGS_STEP = EXTRA_STEP + 1;
const EXTRAS_MAX = TRIP_RECORD_PHOTOS_MAX - TRIP_PHOTO_REQUIRED_ANGLES.length;

export interface TripRecordCaptureProps {
  kind: TripRecordKind;
  /** Sends (or keeps) the finished record; the capture is done when it resolves. */
  onSubmit: (record: TripRecordInsert) => Promise<void>;
  onCancel: () => void;
}

/**
 * The guided capture of one record: the four sides of the car one step at a time (the phone's camera, or a file),
 * optional extra photos, then the odometer and the gauge. Photos are scaled as the booking form's identity photos.
 */
export function TripRecordCapture({ kind, onSubmit, onCancel }: TripRecordCaptureProps) {
  const t = useT();
  const tc = useContractText();
  const labels = useTripRecordLabels();
  const encoder = usePhotoEncoder();
  // made once, when the capture starts: a retry of this record is recognised by it
  const [id] = useState(() => crypto.randomUUID());
  const startedAt = useRef(new Date().toISOString());
  const [step, setStep] = useState(0);
  const [sides, setSides] = useState<Partial<Record<TripPhotoAngle, string>>>({});
  const [extras, setExtras] = useState<string[]>([]);
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState(String(FUEL_EIGHTHS_FULL));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // on a phone the capture fills the screen from its top: the photo and the step buttons in reach at once
  // braces: Chromium's scrollIntoView now returns a promise, which React would take for the effect's cleanup
  useEffect(() => {
    form.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  async function encode(files: FileList | null): Promise<string[]> {
    setProblem(null);
    const picked = [...(files ?? [])];
    const refused = picked.map(photoFileProblem).find(Boolean);
    if (refused) {
      setProblem(t('tripRecords.photoProblem', { title: tc(refused.title), description: tc(refused.description) }));
      return [];
    }
    return Promise.all(picked.map((file) => encoder.fromFile(file)));
  }

  const angle = TRIP_PHOTO_REQUIRED_ANGLES[step];
  async function takeSide(event: ChangeEvent<HTMLInputElement>) {
    const [photo] = await encode(event.target.files);
    if (photo && angle) setSides((taken) => ({ ...taken, [angle]: photo }));
  }
  async function addExtras(event: ChangeEvent<HTMLInputElement>) {
    const photos = await encode(event.target.files);
    setExtras((taken) => [...taken, ...photos].slice(0, EXTRAS_MAX));
  }

  const miles = Number(odometer);
  const odometerValid = odometer !== '' && Number.isInteger(miles) && miles >= 0 && miles <= ODOMETER_MAX_MILES;
  const canAdvance = angle ? Boolean(sides[angle]) : true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step !== READINGS_STEP) {
      if (canAdvance) setStep(step + 1);
      return;
    }
    if (!odometerValid) return;
    setSending(true);
    try {
      await onSubmit({
        id,
        kind,
        odometerMiles: miles,
        fuelEighths: Number(fuel),
        takenAt: startedAt.current,
        photos: [
          ...TRIP_PHOTO_REQUIRED_ANGLES.map((side) => ({ angle: side, data: sides[side]! })),
          ...extras.map((data) => ({ angle: 'extra' as const, data })),
        ],
      });
    } finally {
      setSending(false);
    }
  }

  const total = READINGS_STEP + 1;
  return (
    <Form ref={form} onSubmit={submit} aria-label={t('tripRecords.formLabel', { kind })}>
      <p aria-live="polite">{t('tripRecords.step', { step: step + 1, total })}</p>
      {angle && (
        <Shot>
          {sides[angle] ? (
            <img src={sides[angle]} alt={t('tripRecords.photoOf', { angle: labels.angle(angle) })} />
          ) : null}
          <span>{t(sides[angle] ? 'tripRecords.retake' : 'tripRecords.take', { angle: labels.angle(angle) })}</span>
          <input type="file" accept="image/*" capture="environment" onChange={takeSide} />
        </Shot>
      )}
      {step === EXTRA_STEP && (
        <>
          <Shot>
            <span>{t('tripRecords.addExtras', { max: EXTRAS_MAX })}</span>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              disabled={extras.length >= EXTRAS_MAX}
              onChange={addExtras}
            />
          </Shot>
          {extras.length > 0 && (
            <Thumbs aria-label={t('tripRecords.extras')}>
              {extras.map((photo, index) => (
                <li key={photo.slice(-24) + String(index)}>
                  <img src={photo} alt={t('tripRecords.extraAlt', { index: index + 1 })} />
                </li>
              ))}
            </Thumbs>
          )}
        </>
      )}
      {step === READINGS_STEP && (
        <>
          <Field
            label={t('tripRecords.odometer')}
            error={odometer !== '' && !odometerValid ? t('tripRecords.wholeMiles') : undefined}
          >
            <Input
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={odometer}
              onChange={(event) => setOdometer(event.target.value.trim())}
              required
            />
          </Field>
          <Field label={t('tripRecords.fuel')}>
            <Select value={fuel} onChange={(event) => setFuel(event.target.value)}>
              {Array.from({ length: FUEL_EIGHTHS_FULL + 1 }, (_, eighths) => (
                <option key={eighths} value={eighths}>
                  {labels.fuel(eighths)}
                </option>
              ))}
            </Select>
          </Field>
        </>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
      <StepBar>
        <Button type="button" $variant="outline" onClick={() => (step === 0 ? onCancel() : setStep(step - 1))}>
          {t(step === 0 ? 'common.cancel' : 'tripRecords.back')}
        </Button>
        <Button type="submit" disabled={!canAdvance || sending || (step === READINGS_STEP && !odometerValid)}>
          {t(step === READINGS_STEP ? (sending ? 'tripRecords.sending' : 'tripRecords.send') : 'tripRecords.next')}
        </Button>
      </StepBar>
    </Form>
  );
}
