import { Button, Dialog, Muted } from '@ladrive/design-system';
import { toast } from '@ladrive/platform';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { usePhotoEncoder } from '../lib/encode';
import { cameraAccessProblem, isVideoReady } from '../lib/photo-rules';

const Video = styled.video`
  display: block;
  width: 100%;
  max-height: 60vh;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #111;
  object-fit: contain;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export interface CameraDialogProps {
  open: boolean;
  title: string;
  /** 'environment' (back camera) for a document, 'user' (front camera) for a selfie. */
  facingMode: 'user' | 'environment';
  onCapture: (dataUrl: string) => void;
  onClose: () => void;
}

/**
 * Live camera preview with a Capture button. The stream starts when the dialog opens and every
 * track is stopped when it closes (the camera light goes off). Failures are the toasts of spec §8.
 */
export function CameraDialog({ open, title, facingMode, onCapture, onClose }: CameraDialogProps) {
  const t = useT();
  const encoder = usePhotoEncoder();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [streaming, setStreaming] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // a language change does not restart the camera: the failure's toast is told in the language shown when it fails
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const getUserMedia = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!getUserMedia) {
      toast({
        ...cameraAccessProblem(new DOMException('No camera API', 'NotSupportedError'), tRef.current),
        variant: 'destructive',
      });
      onCloseRef.current();
      return;
    }
    getUserMedia({ video: { facingMode }, audio: false }).then(
      (stream) => {
        if (cancelled) return stopTracks(stream);
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
        setStreaming(true);
      },
      (error: unknown) => {
        if (cancelled) return;
        toast({ ...cameraAccessProblem(error, tRef.current), variant: 'destructive' });
        onCloseRef.current();
      },
    );
    return () => {
      cancelled = true;
      stopTracks(streamRef.current);
      streamRef.current = null;
      setStreaming(false);
    };
  }, [open, facingMode]);

  async function capture() {
    const video = videoRef.current;
    if (!video || !streamRef.current) {
      toast({
        title: t('photos.cameraError'),
        description: t('photos.cameraErrorBody'),
        variant: 'destructive',
      });
      return;
    }
    if (!isVideoReady(video)) {
      toast({
        title: t('photos.cameraLoading'),
        description: t('photos.cameraLoadingBody'),
        variant: 'destructive',
      });
      return;
    }
    setCapturing(true);
    try {
      onCapture(await encoder.fromVideo(video));
      onClose();
    } catch {
      toast({
        title: t('photos.captureFailed'),
        description: t('photos.captureFailedBody'),
        variant: 'destructive',
      });
    } finally {
      setCapturing(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <Video ref={videoRef} autoPlay playsInline muted aria-label={t('photos.preview')} data-testid="camera-preview" />
      {!streaming && <Muted role="status">{t('photos.starting')}</Muted>}
      <Actions>
        <Button $variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={capture} disabled={capturing}>
          {t(capturing ? 'photos.capturing' : 'photos.capture')}
        </Button>
      </Actions>
    </Dialog>
  );
}
