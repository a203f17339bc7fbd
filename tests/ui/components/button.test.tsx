import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button } from '@/ui/components/button';

describe('Button', () => {
  it('is a <button type="button"> that clicks when given no target', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a router link when given `to`, and navigates', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Button to="/faq">Help</Button>} />
          <Route path="/faq" element={<p>FAQ page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('href')).toBe('/faq');
    await userEvent.click(link);
    expect(screen.getByText('FAQ page')).toBeTruthy();
  });

  it('is a plain link when given `href`, with safe rel for a new tab', () => {
    render(
      <Button href="https://example.com" target="_blank">
        Instagram
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Instagram' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('loading makes it inert, busy and shows a labelled loader', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} loadingLabel="Adding to cart">
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Add to cart/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Adding to cart');
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading submit button does not submit its form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Subscribe
        </Button>
      </form>,
    );
    screen.getByRole('button', { name: /Subscribe/ }).click();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled makes a button natively disabled and aria-disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Sold out
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an inert link has no href, is not focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <Button to="/checkout" disabled onClick={onClick}>
          Checkout
        </Button>
        <Button href="/x" loading>
          Pay
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Checkout' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('link', { name: /Pay/ }).hasAttribute('href')).toBe(false);
  });

  it('takes size, colour and full-width classes', () => {
    render(
      <Button size="large" color="gray" fullWidth>
        Wide
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Wide' });
    expect(button.className).toMatch(/large/);
    expect(button.className).toMatch(/gray/);
    expect(button.className).toMatch(/full/);
  });
});
