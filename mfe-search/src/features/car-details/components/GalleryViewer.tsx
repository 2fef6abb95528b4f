import { focusRing, media } from '@ladrive/design-system';
import { showCarImageFallback } from '@ladrive/marketplace-ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { usePinchZoom } from '../lib/pinch-zoom';
import { useSwipe } from '../lib/use-swipe';
import { RoundButton } from './gallery-parts';

const Viewer = styled.dialog`
  width: 100vw;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: #0b0b10;
  color: #fff;
  &[open] { display: flex; flex-direction: column; }
  &::backdrop { background: #0b0b10; }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.sizes.md}; font-weight: 600; }
  p { margin: 0; font-weight: 600; }
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: #fff;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

/** On a phone the photo takes the whole screen below the bar (the arrows float over it); wider, they sit beside it. */
const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  overflow: hidden;
  ${media.md} { padding: 0 4rem 1rem; }
`;

const Photo = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  /* the viewer handles pinch, pan and double tap itself */
  touch-action: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    transform-origin: center;
    transition: transform 80ms linear;
    user-select: none;
    -webkit-user-drag: none;
  }
`;

/** One photo, fitted to the stage; pinch to zoom up to 4×, drag to pan, double tap to zoom in or out. */
function ZoomablePhoto({ src, alt, onZoom }: { src: string; alt: string; onZoom: (zoomed: boolean) => void }) {
  const { zoom, zoomed, handlers } = usePinchZoom();
  useEffect(() => onZoom(zoomed), [zoomed, onZoom]);
  return (
    <Photo {...handlers} data-testid="viewer-photo" data-zoom={zoom.scale}>
      <img
        src={src}
        alt={alt}
        decoding="async"
        draggable={false}
        onError={showCarImageFallback}
        style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
      />
    </Photo>
  );
}

export interface GalleryViewerProps {
  open: boolean;
  onClose: () => void;
  images: string[];
  index: number;
  name: string;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Full-screen photo viewer on a native modal <dialog> (focus stays inside, the page behind is inert):
 * previous/next wrap around, ArrowLeft/ArrowRight move, Escape closes, swipes move on touch screens, and
 * on a phone the photo fills the screen and can be pinch-zoomed.
 */
export function GalleryViewer({ open, onClose, images, index, name, onPrevious, onNext }: GalleryViewerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const swipe = useSwipe(onPrevious, onNext);
  // a zoomed photo pans under the finger instead of swiping to the next one
  const [zoomed, setZoomed] = useState(false);
  const total = images.length;
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft' && total > 1) onPrevious();
    else if (event.key === 'ArrowRight' && total > 1) onNext();
    else return;
    event.preventDefault();
  };

  return (
    <Viewer
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser's own Escape handling: let React state decide.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <Bar>
            <h2 id={titleId}>{name}</h2>
            <p aria-live="polite" data-testid="viewer-counter">
              {t('gallery.counter', { number: index + 1, total })}
            </p>
            <Close ref={closeRef} type="button" onClick={onClose}>
              {t('gallery.close')}
            </Close>
          </Bar>
          <Stage {...(zoomed ? {} : swipe)}>
            <ZoomablePhoto
              key={index}
              src={images[index] ?? ''}
              alt={t('gallery.photoAlt', { name, number: index + 1 })}
              onZoom={setZoomed}
            />
            {total > 1 && (
              <>
                <RoundButton
                  type="button"
                  style={{ left: '0.75rem' }}
                  onClick={onPrevious}
                  aria-label={t('gallery.previous')}
                >
                  ‹
                </RoundButton>
                <RoundButton type="button" style={{ right: '0.75rem' }} onClick={onNext} aria-label={t('gallery.next')}>
                  ›
                </RoundButton>
              </>
            )}
          </Stage>
        </>
      )}
    </Viewer>
  );
}
