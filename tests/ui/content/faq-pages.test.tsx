import './content-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, TEST_API } from '../../support/test-container';
import { catalogueServer } from '../catalogue/msw';
import { FAQS, held } from './content-support';

const server = catalogueServer();
const answerFaqs = (body: object, status = 200) => server.use(http.post(`${TEST_API}/api/faqs`, () => HttpResponse.json(body, { status })));

describe('/faq', () => {
  it('shows the route’s loading state, then the questions grouped by category, each answer linking to its own page', async () => {
    const answer = held();
    server.use(
      http.post(`${TEST_API}/api/faqs`, async () => {
        await answer.released;
        return HttpResponse.json(FAQS);
      }),
    );
    renderRoute('/faq');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    answer.release();

    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Orders & payment', 'Delivery & returns', 'Stores & services']);
    expect(within(main).getByRole('status').textContent).toBe('5 questions');
    expect(within(main).getByRole('link', { name: 'Open this question on its own page: Can I cancel my order?' }).getAttribute('href')).toBe('/faq/cancel-my-order');
    expect(within(main).getByRole('link', { name: 'All about delivery & returns' }).getAttribute('href')).toBe('/faq/category/delivery-and-returns');
    // The answers' HTML went through the sanitiser.
    expect(main.innerHTML).toContain('Visa and cash on delivery.');
    expect(main.innerHTML).not.toContain('bad()');
  });

  it('the filter keeps the matching questions and says how many; no match says so', async () => {
    answerFaqs(FAQS);
    renderRoute('/faq');
    const box = await screen.findByRole('searchbox', { name: 'Filter the questions' });
    await userEvent.type(box, 'refund');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 question found'));
    expect(screen.getByText('When will I get my refund?')).toBeTruthy();
    expect(screen.queryByText('Can I cancel my order?')).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, 'gift voucher');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No question matches your search.'));
  });

  it('empty: says there are no questions yet', async () => {
    answerFaqs([]);
    renderRoute('/faq');
    expect(await screen.findByText('There are no questions here yet.')).toBeTruthy();
  });

  it('error: a message and "Try again", which loads again', async () => {
    answerFaqs({ message: 'Down' }, 503);
    renderRoute('/faq');
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded');
    answerFaqs(FAQS);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Where are your stores?')).toBeTruthy();
  });
});

describe('/faq/{slug}', () => {
  it('shows the question, its answer, the other questions of its category; a link in the answer goes through the router', async () => {
    answerFaqs(FAQS);
    server.use(http.get(`${TEST_API}/api/stores`, () => HttpResponse.json([])));
    const { router } = renderRoute('/faq/where-are-your-stores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Where are your stores?' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Stores & services');
    await userEvent.click(screen.getByRole('link', { name: 'store locator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/locate-us'));
  });

  it('lists the other questions of the category', async () => {
    answerFaqs(FAQS);
    renderRoute('/faq/which-payment-methods');
    const related = await screen.findByRole('region', { name: 'More about orders & payment' });
    expect(within(related).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/faq/cancel-my-order']);
  });

  it('an unknown slug is a 404 (the route’s validity check)', async () => {
    answerFaqs(FAQS);
    renderRoute('/faq/no-such-question');
    expect(await screen.findByText('Page not found: /faq/no-such-question')).toBeTruthy();
  });

  it('error: a message instead of the question', async () => {
    answerFaqs({ message: 'Down' }, 500);
    renderRoute('/faq/where-are-your-stores');
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});

describe('/faq/category/{slug}', () => {
  it('delivery and returns: the fixed section leads, then the category’s questions', async () => {
    answerFaqs(FAQS);
    server.use(
      http.get(`${TEST_API}/api/fixed-sections/delivery-and-returns`, () =>
        HttpResponse.json({ slug: 'delivery-and-returns', title: 'Delivery and returns', content: '<h2>Delivery</h2><p>Free over $100.</p>' }),
      ),
    );
    renderRoute('/faq/category/delivery-and-returns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery and returns' })).toBeTruthy();
    expect(screen.getByText('Free over $100.')).toBeTruthy();
    const questions = screen.getByRole('region', { name: 'Questions about delivery & returns' });
    expect(within(questions).getByText('How much does delivery cost?')).toBeTruthy();
    expect(within(questions).queryByText('Can I cancel my order?')).toBeNull();
  });

  it('another category shows its questions only; a failing fixed section is not needed', async () => {
    answerFaqs(FAQS);
    renderRoute('/faq/category/orders-and-payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders & payment' })).toBeTruthy();
    expect(screen.getByText('Can I cancel my order?')).toBeTruthy();
    expect(screen.queryByText('Where are your stores?')).toBeNull();
  });

  it('an unknown category is a 404', async () => {
    answerFaqs(FAQS);
    renderRoute('/faq/category/gift-cards');
    expect(await screen.findByText('Page not found: /faq/category/gift-cards')).toBeTruthy();
  });
});
