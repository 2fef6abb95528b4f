import { Button, visuallyHidden } from '@ladrive/design-system';
import { useContractText } from '@ladrive/i18n/catalogs';
import { toast } from '@ladrive/platform';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { usePhotoEncoder } from '../lib/encode';
import { photoFileProblem } from '../lib/photo-rules';
import { CameraDialog } from './CameraDialog';

const Box = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 320px;
  max-height: 240px;
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const HiddenInput = styled.input`
  display: none;
`;

const Announcement = styled.p`
  ${visuallyHidden}
`;

export interface PhotoCaptureProps {
  /** Legend of the group, e.g. "Driver's License Photo". */
  label: string;
  hint?: string;
  /** 'environment' for a document, 'user' for a selfie. */
  facingMode: 'user' | 'environment';
  /** The photo as a JPEG data URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * One photo, taken with the camera (live preview in a dialog) or uploaded as a file; either way
 * scaled to at most 800 px wide, JPEG 0.6, before it is kept. Shows a preview with Retake and Remove.
 */
export function PhotoCapture({ label, hint, facingMode, value, onChange }: PhotoCaptureProps) {
  const t = useT();
  const tc = useContractText();
  const encoder = usePhotoEncoder();
  const fileRef = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [source, setSource] = useState<'camera' | 'file'>('camera');
  const [reading, setReading] = useState(false);
  const hintId = useId();
  // After a photo arrives (file or camera) or leaves, the control that was used is gone: focus goes to the
  // one that now stands in its place, and the change is announced, so a keyboard user is never left on <body>.
  const retakeRef = useRef<HTMLButtonElement>(null);
  const takeRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (value ? retakeRef : takeRef).current?.focus();
  }, [value]);

  function keep(photo: string | null, how: 'camera' | 'file' | null) {
    moveFocus.current = true;
    onChange(photo);
    if (how) setSource(how);
    setAnnouncement(t(photo ? 'photos.added' : 'photos.removed', { label }));
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      toast({ title: tc(problem.title), description: tc(problem.description), variant: 'destructive' });
      input.value = '';
      return;
    }
    setReading(true);
    try {
      keep(await encoder.fromFile(file), 'file');
    } catch {
      toast({
        title: t('photos.invalidFile'),
        description: t('photos.unreadable'),
        variant: 'destructive',
      });
    } finally {
      setReading(false);
      input.value = '';
    }
  }

  const takePhoto = () => setCameraOpen(true);
  const uploadFile = () => fileRef.current?.click();

  return (
    <Box aria-describedby={hint ? hintId : undefined}>
      <legend>{label}</legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {value ? (
        <>
          <Preview src={value} alt={t('photos.previewAlt', { label })} />
          <Row>
            <Button
              ref={retakeRef}
              $variant="outline"
              $size="sm"
              onClick={source === 'camera' ? takePhoto : uploadFile}
            >
              {t('photos.retake')}
            </Button>
            <Button $variant="ghost" $size="sm" onClick={() => keep(null, null)}>
              {t('photos.remove')}
            </Button>
          </Row>
        </>
      ) : (
        <Row>
          <Button
            ref={takeRef}
            $variant="secondary"
            onClick={takePhoto}
            aria-label={t('photos.takePhotoFor', { label })}
          >
            {t('photos.takePhoto')}
          </Button>
          <Button
            $variant="outline"
            onClick={uploadFile}
            disabled={reading}
            aria-label={t('photos.uploadFileFor', { label })}
          >
            {t(reading ? 'photos.processing' : 'photos.uploadFile')}
          </Button>
        </Row>
      )}
      <HiddenInput
        ref={fileRef}
        type="file"
        // No `capture`: on phones Upload File opens the photo library; Take Photo is the camera.
        accept="image/*"
        aria-label={t('photos.fileInput', { label })}
        tabIndex={-1}
        onChange={onFile}
      />
      <CameraDialog
        open={cameraOpen}
        title={label}
        facingMode={facingMode}
        onClose={() => setCameraOpen(false)}
        onCapture={(dataUrl) => keep(dataUrl, 'camera')}
      />
      <Announcement role="status" aria-live="polite">
        {announcement}
      </Announcement>
    </Box>
  );
}
