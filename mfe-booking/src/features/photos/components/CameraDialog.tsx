import { Button, Dialog, Muted } from '@ladrive/design-system';
import { toast } from '@ladrive/platform';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
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
  const encoder = usePhotoEncoder();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [streaming, setStreaming] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const getUserMedia = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!getUserMedia) {
      toast({ ...cameraAccessProblem(new DOMException('No camera API', 'NotSupportedError')), variant: 'destructive' });
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
        toast({ ...cameraAccessProblem(error), variant: 'destructive' });
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
        title: 'Camera Error',
        description: 'Camera not initialized. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    if (!isVideoReady(video)) {
      toast({
        title: 'Camera Loading',
        description: 'Please wait for the camera to load, then try again.',
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
        title: 'Capture Failed',
        description: 'Failed to capture photo. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setCapturing(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <Video ref={videoRef} autoPlay playsInline muted aria-label="Camera preview" data-testid="camera-preview" />
      {!streaming && <Muted role="status">Starting the camera… Allow camera access if your browser asks.</Muted>}
      <Actions>
        <Button $variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={capture} disabled={capturing}>
          {capturing ? 'Capturing…' : 'Capture'}
        </Button>
      </Actions>
    </Dialog>
  );
}
