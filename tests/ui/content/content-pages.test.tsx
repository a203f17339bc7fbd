import './content-support';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, TEST_API } from '../../support/test-container';
import { catalogueServer } from '../catalogue/msw';
import { held } from './content-support';

const server = catalogueServer();
const LEGAL = {
  slug: 'privacy-policy',
  title: 'Privacy policy',
  content: '<p>How we use your data.</p><h2>What we collect</h2><p>Your name.</p><h3>Cookies</h3><p>A few.</p><h2>Your rights</h2><p>Ask us.</p>',
};
const ENGAGEMENT = {
  slug: 'sustainable-materials',
  title: 'Sustainable materials',
  summary: 'Linen, organic cotton and recycled wool.',
  content: '<p>More than half of our fibres are natural.</p>',
  image: { url: '/media/products/dress/sage.svg', alt_text: 'A sage linen dress', blurhash: null },
};

describe('legal pages', () => {
  it('loading, then the text with its headings as a table of contents', async () => {
    const answer = held();
    server.use(
      http.get(`${TEST_API}/api/pages/privacy-policy`, async () => {
        await answer.released;
        return HttpResponse.json(LEGAL);
      }),
    );
    renderRoute('/content/privacy-policy');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    answer.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['What we collect', '#what-we-collect'],
      ['Cookies', '#cookies'],
      ['Your rights', '#your-rights'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' }).id).toBe('what-we-collect');
  });

  it('the terms page loads its own slug', async () => {
    server.use(http.get(`${TEST_API}/api/pages/terms-and-conditions`, () => HttpResponse.json({ slug: 'terms-and-conditions', title: 'Terms and conditions', content: '<p>Our terms.</p>' })));
    renderRoute('/content/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText('Our terms.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull(); // no headings, no table
  });

  it('error: a message and "Try again"', async () => {
    server.use(http.get(`${TEST_API}/api/pages/privacy-policy`, () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    renderRoute('/content/privacy-policy');
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('brand pages', () => {
  it('/our-story shows the story', async () => {
    server.use(http.get(`${TEST_API}/api/pages/our-story`, () => HttpResponse.json({ slug: 'our-story', title: 'Our story', content: '<p>Founded in Beirut.</p>' })));
    renderRoute('/our-story');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our story' })).toBeTruthy();
    expect(screen.getByText('Founded in Beirut.')).toBeTruthy();
  });

  it('/our-value shows the values and the engagements, each linking to its page', async () => {
    server.use(
      http.get(`${TEST_API}/api/pages/our-value`, () => HttpResponse.json({ slug: 'our-value', title: 'Our values', content: '<p>Made to last.</p>' })),
      http.get(`${TEST_API}/api/engagements`, () => HttpResponse.json([ENGAGEMENT])),
    );
    renderRoute('/our-value');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our values' })).toBeTruthy();
    const engagements = screen.getByRole('region', { name: 'Our engagements' });
    expect(within(engagements).getByRole('link', { name: 'Sustainable materials' }).getAttribute('href')).toBe('/our-engagement/sustainable-materials');
    expect(within(engagements).getByRole('img', { name: 'A sage linen dress' })).toBeTruthy();
  });

  it('/our-value without engagements, or when they fail, still shows the values', async () => {
    server.use(
      http.get(`${TEST_API}/api/pages/our-value`, () => HttpResponse.json({ slug: 'our-value', title: 'Our values', content: '<p>Made to last.</p>' })),
      http.get(`${TEST_API}/api/engagements`, () => HttpResponse.json([])),
    );
    const first = renderRoute('/our-value');
    expect(await screen.findByText('Our engagements will be published here soon.')).toBeTruthy();
    first.unmount();
    server.use(http.get(`${TEST_API}/api/engagements`, () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    renderRoute('/our-value');
    expect(await screen.findByText('Made to last.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Our engagements could not be loaded');
  });

  it('/our-engagement/{slug} shows the engagement; an unknown one is a 404', async () => {
    server.use(
      http.get(`${TEST_API}/api/engagements/sustainable-materials`, () => HttpResponse.json(ENGAGEMENT)),
      http.get(`${TEST_API}/api/engagements/unknown`, () => HttpResponse.json({ message: 'Engagement not found', data: { errors: {} } }, { status: 404 })),
    );
    const first = renderRoute('/our-engagement/sustainable-materials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sustainable materials' })).toBeTruthy();
    expect(screen.getByText('More than half of our fibres are natural.')).toBeTruthy();
    first.unmount();
    renderRoute('/our-engagement/unknown');
    expect(await screen.findByText('Page not found: /our-engagement/unknown')).toBeTruthy();
  });
});
