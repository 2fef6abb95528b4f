import { type CarDetail, FREE_CANCELLATION_HOURS, photoVariantUrl, type Quote } from '@ladrive/contracts';
import { Card, formatDate, Muted, media } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { CAR_IMAGE_FALLBACK, PriceBreakdown } from '@ladrive/marketplace-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
import { carName } from '../../../lib/bookings';

/**
 * The whole car, never cropped (contain, on a quiet backdrop where its proportions differ from 3:2). On a phone
 * the summary comes first, so the photo stays under a third of the screen and the trip and price show with it.
 */
const Photo = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 2;
  max-height: 30vh;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${media.lg} {
    max-height: none;
  }
`;

const Notes = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} 0 0 1.1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface BookingSummaryProps {
  car: CarDetail;
  quote: Quote | null;
  startDate: string;
  endDate: string;
}

/**
 * The car, the trip, the price and the promises of the booking page (cancellation; host approval, only for a car
 * without instant book).
 */
export function BookingSummary({ car, quote, startDate, endDate }: BookingSummaryProps) {
  const t = useT();
  const lang = useLanguage();
  const image = car.images[0];
  return (
    <Card as="aside" aria-label={t('common.summaryLabel')}>
      <Photo src={image ? photoVariantUrl(image, 480) : CAR_IMAGE_FALLBACK} alt="" width={480} height={320} />
      <h2 style={{ margin: 0 }}>{carName(car)}</h2>
      <Muted style={{ margin: '0.25rem 0 0' }} translate="no">
        {[car.location, car.city, car.state].filter(Boolean).join(', ')}
      </Muted>
      {quote ? (
        <>
          <Muted style={{ margin: '0.75rem 0 0' }}>
            {t('common.dateRange', { start: formatDate(startDate, lang), end: formatDate(endDate, lang) })}
          </Muted>
          <PriceBreakdown pricePerDay={car.pricePerDay} quote={quote} lang={lang} />
        </>
      ) : (
        <Muted>{t('booking.choosePrice')}</Muted>
      )}
      <Notes>
        <li>
          <T id="booking.freeCancellation" values={{ hours: FREE_CANCELLATION_HOURS }} components={[<strong />]} />
        </li>
        {!car.instantBook && <li>{t('booking.hostApproval')}</li>}
        <li>{t('booking.payNext')}</li>
      </Notes>
    </Card>
  );
}
