import { Badge, Button } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { type ListingPhoto, movePhoto } from '../lib/listing-photos';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
`;

const Caption = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem;
  padding: 0.375rem 0.5rem 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: 0.25rem;
  padding: 0.375rem;
  button { flex: 1; padding-inline: 0.25rem; }
`;

export interface PhotoThumbnailsProps {
  photos: ListingPhoto[];
  onChange: (photos: ListingPhoto[]) => void;
}

/** The listing's photos in order (the first is the card photo): move earlier or later, or remove. */
export function PhotoThumbnails({ photos, onChange }: PhotoThumbnailsProps) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <List aria-label={t('photos.list')}>
      {photos.map((photo, index) => {
        const number = index + 1;
        return (
          <Item key={photo.src}>
            <img
              src={photo.preview}
              alt={photo.name ? t('photos.alt', { number, name: photo.name }) : t('photos.photo', { number })}
            />
            <Caption>
              <span>{t('photos.photo', { number })}</span>
              {index === 0 && <Badge $tone="brand">{t('photos.cardPhoto')}</Badge>}
            </Caption>
            <Actions>
              <Button
                $variant="ghost"
                $size="sm"
                aria-label={t('photos.moveEarlier', { number })}
                disabled={index === 0}
                onClick={() => onChange(movePhoto(photos, index, -1))}
              >
                {t('photos.earlierArrow')}
              </Button>
              <Button
                $variant="ghost"
                $size="sm"
                aria-label={t('photos.moveLater', { number })}
                disabled={index === photos.length - 1}
                onClick={() => onChange(movePhoto(photos, index, 1))}
              >
                {t('photos.laterArrow')}
              </Button>
              <Button
                $variant="ghost"
                $size="sm"
                aria-label={t('photos.removeLabel', { number })}
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
              >
                {t('photos.remove')}
              </Button>
            </Actions>
          </Item>
        );
      })}
    </List>
  );
}
