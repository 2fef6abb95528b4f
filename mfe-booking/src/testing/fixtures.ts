/** This remote's test car (a Tesla with a fixed id) and conversations, on top of the shared fixtures. */
import type { CarDetail, ConversationSummary, Message } from '@ladrive/contracts';
import { makeCarDetail, uuid } from '@ladrive/platform/testing';

export { makeBooking, makeUser, uuid } from '@ladrive/platform/testing';

export function makeCar(overrides: Partial<CarDetail> = {}): CarDetail {
  return makeCarDetail({
    id: '00000000-0000-4000-8000-00000000c0de',
    make: 'Tesla',
    model: 'Model 3',
    year: 2023,
    category: 'electric',
    fuelType: 'electric',
    pricePerDay: '89.50',
    description: 'Quiet and quick.',
    features: ['bluetooth'],
    images: ['/api/photos/cars/a.webp'],
    rating: '4.80',
    reviewCount: 10,
    tripCount: 12,
    ...overrides,
  });
}

/** A message as its reader gets it: the other party's, unread by default. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: uuid(),
    body: '¿Está disponible el viernes?',
    sentAt: '2031-04-01T17:00:00.000Z',
    mine: false,
    readAt: null,
    ...overrides,
  };
}

/** One of the reader's conversations, as the inbox lists it: with Lucía, about the test Tesla. */
export function makeConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: uuid(),
    car: { id: '00000000-0000-4000-8000-00000000c0de', make: 'Tesla', model: 'Model 3', year: 2023, image: null },
    otherParty: { firstName: 'Lucía', photo: null },
    lastMessage: { body: '¿Está disponible el viernes?', sentAt: '2031-04-01T17:00:00.000Z', mine: false },
    unread: 0,
    ...overrides,
  };
}
