import { focusRing, showCarImageFallback } from '@ladrive/shared-ui';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useSwipe } from '../lib/use-swipe';
import { photoCounter, RoundButton } from './gallery-parts';

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

const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 4rem 1rem;
  img { max-width: 100%; max-height: 100%; width: auto; height: auto; object-fit: contain; }
`;

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
 * previous/next wrap around, ArrowLeft/ArrowRight move, Escape closes, swipes move on touch screens.
 */
export function GalleryViewer({ open, onClose, images, index, name, onPrevious, onNext }: GalleryViewerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const swipe = useSwipe(onPrevious, onNext);
  const total = images.length;

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
              {photoCounter(index, total)}
            </p>
            <Close ref={closeRef} type="button" onClick={onClose}>
              Cerrar
            </Close>
          </Bar>
          <Stage {...swipe}>
            <img
              src={images[index]}
              alt={`${name}, foto ${index + 1}`}
              decoding="async"
              onError={showCarImageFallback}
            />
            {total > 1 && (
              <>
                <RoundButton type="button" style={{ left: '0.75rem' }} onClick={onPrevious} aria-label="Foto anterior">
                  ‹
                </RoundButton>
                <RoundButton type="button" style={{ right: '0.75rem' }} onClick={onNext} aria-label="Foto siguiente">
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
