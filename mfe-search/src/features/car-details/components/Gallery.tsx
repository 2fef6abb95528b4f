import { photoVariantUrl } from '@ladrive/contracts';
import { focusRing } from '@ladrive/design-system';
import { CAR_IMAGE_HEIGHT, CAR_IMAGE_WIDTH, showCarImageFallback } from '@ladrive/marketplace-ui';
import { type KeyboardEvent, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { galleryImage } from '../hero-image';
import { useSwipe } from '../lib/use-swipe';
import { GalleryViewer } from './GalleryViewer';
import { Counter, RoundButton } from './gallery-parts';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.neutralSoft};
  aspect-ratio: ${CAR_IMAGE_WIDTH} / ${CAR_IMAGE_HEIGHT};
  width: 100%;
`;

const OpenButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  img { width: 100%; height: 100%; object-fit: cover; }
  ${focusRing}
  &:focus-visible { outline-offset: -3px; }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0.25rem;
`;

const Thumb = styled.button<{ $current: boolean }>`
  display: block;
  width: 96px;
  padding: 0;
  border: 3px solid ${({ theme, $current }) => ($current ? theme.colors.brand : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.neutralSoft};
  cursor: pointer;
  opacity: ${({ $current }) => ($current ? 1 : 0.75)};
  img { width: 100%; height: auto; aspect-ratio: ${CAR_IMAGE_WIDTH} / ${CAR_IMAGE_HEIGHT}; object-fit: cover; }
  ${focusRing}
`;

const Empty = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

export interface GalleryProps {
  carId: string;
  images: string[];
  /** The car's name, for the photos' alternative text. */
  name: string;
}

/**
 * The car's photos: the current one large, previous/next that wrap around, the 'N de M fotos'
 * counter, thumbnails, arrow keys and swipes, and a full-screen viewer that shares the position.
 */
export function Gallery({ carId, images, name }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const total = images.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const previous = () => setIndex((i) => (i - 1 + total) % total);
  const next = () => setIndex((i) => (i + 1) % total);
  const swipe = useSwipe(previous, next);
  const t = useT();

  if (total === 0) {
    return (
      <Frame as="section" aria-label={t('gallery.label')}>
        <Empty>{t('gallery.empty')}</Empty>
      </Frame>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section aria-label={t('gallery.label')} aria-roledescription={t('gallery.carousel')}>
      <Frame onKeyDown={onKeyDown} {...swipe}>
        <OpenButton
          type="button"
          onClick={() => setViewerOpen(true)}
          aria-label={t('gallery.fullScreen', { number: current + 1 })}
        >
          <img
            {...galleryImage(carId, images[current] ?? '', current)}
            alt={t('gallery.photoAlt', { name, number: current + 1 })}
            width={CAR_IMAGE_WIDTH}
            height={CAR_IMAGE_HEIGHT}
            fetchPriority={current === 0 ? 'high' : 'auto'}
            decoding="async"
            onError={showCarImageFallback}
          />
        </OpenButton>
        {total > 1 && (
          <>
            <RoundButton
              type="button"
              style={{ left: '0.75rem' }}
              onClick={previous}
              aria-label={t('gallery.previous')}
            >
              ‹
            </RoundButton>
            <RoundButton type="button" style={{ right: '0.75rem' }} onClick={next} aria-label={t('gallery.next')}>
              ›
            </RoundButton>
          </>
        )}
        <Counter aria-live="polite" data-testid="photo-counter">
          {t('gallery.counter', { number: current + 1, total })}
        </Counter>
      </Frame>
      {total > 1 && (
        <Thumbs aria-label={t('gallery.thumbnails')}>
          {images.map((src, i) => (
            <li key={src}>
              <Thumb
                type="button"
                $current={i === current}
                aria-current={i === current ? 'true' : undefined}
                aria-label={t('gallery.thumbnail', { number: i + 1 })}
                onClick={() => setIndex(i)}
                // Chromium leaves a partly visible thumbnail cut off by the strip's edge when it takes focus
                onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
              >
                <img
                  src={photoVariantUrl(src, 320)}
                  alt=""
                  width={CAR_IMAGE_WIDTH}
                  height={CAR_IMAGE_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  onError={showCarImageFallback}
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
      <GalleryViewer
        open={viewerOpen}
        onClose={() => setViewerOpen(false)}
        images={images}
        index={current}
        name={name}
        onPrevious={previous}
        onNext={next}
      />
    </section>
  );
}
