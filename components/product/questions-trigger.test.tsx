/** @jest-environment ./test/jsdom-environment.mjs */
// A product page's questions: the page renders the section and its buttons, their code loads on
// the first tap (or when a signed-in shopper's page is idle); a guest's tap opens the login
// dialog, a shopper's "Ask a question" opens the form and sends the question, which then shows as
// waiting, and "Helpful" votes once and takes the vote back on the next tap. The contract client
// runs against a stand-in backend.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyQuestion } from '@/lib/api/schemas/questions';
import { getQueryClient } from '@/lib/query/client';
import { toast } from '@/lib/toast';
import { fakeApi, json } from '@/test/fake-api';
import { renderShop } from '@/test/render';
import { useUiStore } from '@/stores/ui';
import { useWishlistStore } from '@/stores/wishlist';
import { QuestionsTrigger } from './questions-trigger';

const mockBackend = { questions: [] as MyQuestion[], helpful: [] as number[], asked: [] as unknown[], votes: [] as unknown[] };

jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi(async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'GET' && path === '/api/my-questions') return json({ message: 'Your questions', data: { questions: mockBackend.questions, helpful_ids: mockBackend.helpful } });
        if (request.method === 'POST' && path === '/api/product-question-add') {
          const body = (await request.json()) as { product_id: number; question: string };
          mockBackend.asked.push(body);
          const question: MyQuestion = {
            id: 40,
            product_id: body.product_id,
            question: body.question,
            answer: null,
            state: 'pending',
            helpful_count: 0,
            asked_by: 'Ada',
            created_at: '2026-11-28 10:00:00',
            answered_at: null,
            product_name: 'Kettle',
            thumbnail: '/k.webp',
            editable: true,
          };
          mockBackend.questions = [question];
          return json({ message: 'Question sent', data: { question } });
        }
        if (request.method === 'POST' && path === '/api/product-question-helpful') {
          const body = (await request.json()) as { question_id: number; helpful: boolean };
          mockBackend.votes.push(body);
          mockBackend.helpful = body.helpful ? [body.question_id] : [];
          return json({ message: 'Marked helpful', data: { question_id: body.question_id, helpful: body.helpful, helpful_count: body.helpful ? 4 : 3 } });
        }
        return json({ message: 'Not found' }, 404);
      }),
    ),
}));

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

function renderQuestions() {
  return renderShop(
    <QuestionsTrigger
      productId={12}
      ask={
        <button type="button" value="ask" className="alert-button">
          Ask a question
        </button>
      }
    >
      <ul>
        <li>
          Is it warm?
          <button type="button" value="helpful:9" aria-pressed="false" className="question-helpful">
            Helpful (<span>3</span>)
          </button>
        </li>
      </ul>
    </QuestionsTrigger>,
  );
}

beforeEach(() => {
  getQueryClient().clear();
  Object.assign(mockBackend, { questions: [], helpful: [], asked: [], votes: [] });
  delete document.documentElement.dataset.viewer;
  act(() => useUiStore.setState({ overlay: null }));
});
afterEach(() => toast.dismiss());

it('asks a guest to sign in, to ask and to vote', async () => {
  act(() => useWishlistStore.setState({ signedIn: false }));
  renderQuestions();
  await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
  await waitFor(() => expect(useUiStore.getState().overlay).toBe('login'));
  act(() => useUiStore.setState({ overlay: null }));
  await userEvent.click(screen.getByRole('button', { name: /^Helpful \(\s*3\s*\)$/ }));
  await waitFor(() => expect(useUiStore.getState().overlay).toBe('login'));
  expect(mockBackend.votes).toEqual([]);
});

it('opens the form on the first tap, sends the question and shows it waiting', async () => {
  act(() => useWishlistStore.setState({ signedIn: true }));
  renderQuestions();
  await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
  const field = await screen.findByRole('textbox', { name: 'Your question' });
  await userEvent.type(field, 'Does it come with a lid?');
  await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Your questions waiting for an answer' })).toBeInTheDocument());
  expect(screen.getByText('Does it come with a lid?')).toBeInTheDocument();
  expect(screen.getByText('Waiting for an answer')).toBeInTheDocument();
  expect(mockBackend.asked).toEqual([{ product_id: 12, question: 'Does it come with a lid?' }]);
});

it('votes helpful on the first tap and takes the vote back on the next', async () => {
  act(() => useWishlistStore.setState({ signedIn: true }));
  renderQuestions();
  const helpful = screen.getByRole('button', { name: /^Helpful \(\s*3\s*\)$/ });
  await userEvent.click(helpful);
  await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'true'));
  expect(helpful).toHaveAccessibleName(/^Helpful \(\s*4\s*\)$/);
  await userEvent.click(helpful);
  await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'false'));
  expect(mockBackend.votes).toEqual([
    { question_id: 9, helpful: true },
    { question_id: 9, helpful: false },
  ]);
});

it('shows a signed-in shopper’s votes once the page is idle, without a tap', async () => {
  document.documentElement.dataset.viewer = 'user';
  act(() => useWishlistStore.setState({ signedIn: true }));
  mockBackend.helpful = [9];
  renderQuestions();
  await waitFor(() => expect(screen.getByRole('button', { name: /^Helpful \(\s*3\s*\)$/ })).toHaveAttribute('aria-pressed', 'true'));
  expect(mockBackend.votes).toEqual([]);
});
