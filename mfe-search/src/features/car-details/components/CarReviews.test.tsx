import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import {
  apiError,
  json,
  type MockRoutes,
  makeReview,
  makeUser,
  mockApi,
  renderWithProviders,
  UNAUTHORIZED,
} from '@ladrive/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InSpecLanguage } from '../../../lib/spec-language';
import { CarReviews } from './CarReviews';

const CAR_ID = '00000000-0000-4000-8000-00000000c0de';
const host = makeUser({ id: '11111111-1111-4111-8111-111111111111', firstName: 'Lucía', isHost: true });
const answered = makeReview({
  carId: CAR_ID,
  comment: 'Todo perfecto.',
  answer: '¡Gracias, vuelve pronto!',
  answeredAt: '2026-01-21T10:00:00.000Z',
  reviewer: { fullName: 'Ana García', profileImageUrl: null },
});
const unanswered = makeReview({
  carId: CAR_ID,
  comment: 'Llegó un poco sucio.',
  reviewer: { fullName: 'Luis Pérez', profileImageUrl: null },
});

function renderReviews(routes: MockRoutes) {
  const api = mockApi({
    'GET /api/auth/user': UNAUTHORIZED,
    'GET /api/cars/:id/reviews': json([answered, unanswered]),
    ...routes,
  });
  renderWithProviders(
    <InSpecLanguage module="./CarDetailsPage">
      <CarReviews carId={CAR_ID} hostId={host.id} reviewCount={2} />
    </InSpecLanguage>,
  );
  return { api, user: userEvent.setup() };
}

const card = async (name: string) => within(await screen.findByRole('article', { name: `Reseña de ${name}` }));

describe("A car's reviews", () => {
  it("show the host's answer, and offer no answer to a visitor", async () => {
    renderReviews({});
    const ana = await card('Ana García');
    expect(ana.getByRole('heading', { name: 'Respuesta del anfitrión' })).toBeInTheDocument();
    expect(ana.getByText('¡Gracias, vuelve pronto!')).toBeInTheDocument();
    expect((await card('Luis Pérez')).queryByRole('heading', { name: 'Respuesta del anfitrión' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Responder' })).toBeNull();
  });

  it("let the car's host answer a review without an answer, then show it", async () => {
    let reviews = [answered, unanswered];
    const { api, user } = renderReviews({
      'GET /api/auth/user': json(host),
      'GET /api/cars/:id/reviews': () => json(reviews),
      'POST /api/reviews/:id/answer': ({ params }) => {
        const withAnswer = { ...unanswered, answer: 'Lo sentimos, ya lo revisamos.', answeredAt: answered.createdAt };
        reviews = [answered, withAnswer];
        return json({ ...withAnswer, id: params.id, authorRole: 'renter', publishedAt: answered.createdAt }, 201);
      },
    });
    const luis = await card('Luis Pérez');
    expect((await card('Ana García')).queryByRole('button', { name: 'Responder' })).toBeNull();
    await user.click(await luis.findByRole('button', { name: 'Responder' }));
    const form = luis.getByRole('form', { name: 'Responder a Luis Pérez' });
    await user.click(within(form).getByRole('button', { name: 'Publicar respuesta' }));
    expect(await within(form).findByText('Answer cannot be empty')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Tu respuesta' }), 'Lo sentimos, ya lo revisamos.');
    await user.click(within(form).getByRole('button', { name: 'Publicar respuesta' }));
    await waitFor(() => expect(api.calls('POST /api/reviews/:id/answer')).toHaveLength(1));
    expect(api.calls('POST /api/reviews/:id/answer')[0]).toMatchObject({
      params: { id: unanswered.id },
      body: { answer: 'Lo sentimos, ya lo revisamos.' },
    });
    expect(await luis.findByText('Lo sentimos, ya lo revisamos.')).toBeInTheDocument();
    expect(luis.queryByRole('button', { name: 'Responder' })).toBeNull();
  });

  it("show the API's refusal", async () => {
    const { user } = renderReviews({
      'GET /api/auth/user': json(host),
      // the API's sentence, English while nobody has chosen a language
      'POST /api/reviews/:id/answer': apiError(409, 'This review already has an answer'),
    });
    const luis = await card('Luis Pérez');
    await user.click(await luis.findByRole('button', { name: 'Responder' }));
    await user.type(luis.getByRole('textbox', { name: 'Tu respuesta' }), 'Gracias.');
    await user.click(luis.getByRole('button', { name: 'Publicar respuesta' }));
    const alert = await luis.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo publicar tu respuesta: This review already has an answer');
    expect(within(alert).getByText('This review already has an answer')).toHaveAttribute('lang', 'en');
  });
});

describe("The answer's message", () => {
  afterEach(() => chooseLanguageForTest(null));

  async function submitEmptyAnswer() {
    const { user } = renderReviews({ 'GET /api/auth/user': json(host) });
    const luis = within(await screen.findByRole('article', { name: /Luis Pérez$/ }));
    await user.click(await luis.findByRole('button', { name: /^(Responder|Reply)$/ }));
    await user.click(luis.getByRole('button', { name: /^(Publicar respuesta|Post reply)$/ }));
    return luis.findByRole('alert');
  }

  it('is English and marked so on the Spanish page while nobody has chosen, as the API speaks then', async () => {
    const alert = await submitEmptyAnswer();
    expect(alert).toHaveTextContent('Answer cannot be empty');
    expect(alert).toHaveAttribute('lang', 'en');
  });

  it('is in the chosen language, unmarked, once a visitor chooses', async () => {
    chooseLanguageForTest('en');
    const alert = await submitEmptyAnswer();
    expect(alert).toHaveTextContent('Answer cannot be empty');
    expect(alert).not.toHaveAttribute('lang');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });
});
