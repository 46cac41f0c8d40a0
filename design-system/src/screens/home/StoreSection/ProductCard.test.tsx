// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findProduct } from '@profit/contract';
import { theme } from '../../../tokens';
import { ProductCard } from './ProductCard';

afterEach(cleanup);

const product = findProduct('gst-cash-flow-tracker')!;

/** The card, and how many times React has rendered it since it mounted. */
function renderCard() {
  const onRender = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Profiler id="card" onRender={onRender}>
          <ProductCard product={product} index={0} revealed onAdd={() => undefined} />
        </Profiler>
      </MemoryRouter>
    </ThemeProvider>,
  );
  onRender.mockClear();
  return { card: screen.getByTestId(`product-${product.id}`), renders: onRender };
}

describe('ProductCard: hover, focus and a tap show the details without rendering the card again', () => {
  it('a mouse over the card, then away', () => {
    const { card, renders } = renderCard();
    expect(card.dataset.active).toBe('false');
    fireEvent.pointerOver(card, { pointerType: 'mouse' });
    expect(card.dataset.active).toBe('true');
    fireEvent.pointerOut(card, { pointerType: 'mouse' });
    expect(card.dataset.active).toBe('false');
    expect(renders).not.toHaveBeenCalled();
  });

  it('focus inside: stays active while it moves within the card, and while the mouse is still over it', () => {
    const { card, renders } = renderCard();
    const view = screen.getByRole('link', { name: `View Content: ${product.title}` });
    const add = screen.getByRole('button', { name: `Add to Cart: ${product.title}` });
    fireEvent.pointerOver(card, { pointerType: 'mouse' });
    fireEvent.focusIn(view);
    fireEvent.focusOut(view, { relatedTarget: add });
    fireEvent.focusIn(add);
    fireEvent.pointerOut(card, { pointerType: 'mouse' });
    expect(card.dataset.active).toBe('true');
    fireEvent.focusOut(add, { relatedTarget: document.body });
    expect(card.dataset.active).toBe('false');
    expect(renders).not.toHaveBeenCalled();
  });

  it('a tap shows them (a touch has no hover), and a touch passing over does not', () => {
    const { card, renders } = renderCard();
    fireEvent.pointerOver(card, { pointerType: 'touch' });
    expect(card.dataset.active).toBe('false');
    fireEvent.pointerDown(card, { pointerType: 'touch' });
    expect(card.dataset.active).toBe('true');
    expect(renders).not.toHaveBeenCalled();
  });
});
