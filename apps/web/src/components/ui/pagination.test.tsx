import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { Pagination, paginationItems } from './pagination';

const hrefFor = (page: number) => (page === 1 ? '/list' : `/list?page=${page}`);

describe('paginationItems', () => {
  it('shows every page when they fit', () => {
    expect(paginationItems(1, 3, 1)).toEqual([1, 2, 3]);
    expect(paginationItems(3, 5, 1)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and the neighbours, with a gap for each hidden run', () => {
    expect(paginationItems(5, 10, 1)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(1, 10, 1)).toEqual([1, 2, 'gap', 10]);
    expect(paginationItems(10, 10, 1)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(paginationItems(4, 10, 1)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('keeps to five numbers at most on a phone (no neighbours)', () => {
    expect(paginationItems(5, 10, 0)).toEqual([1, 'gap', 5, 'gap', 10]);
    expect(paginationItems(3, 10, 0)).toEqual([1, 2, 3, 'gap', 10]);
  });
});

describe('Pagination', () => {
  // The setup file defines matchMedia read-only; it is redefined here and put back after.
  const { matchMedia } = window;
  const defineMatchMedia = (value: typeof window.matchMedia) =>
    Object.defineProperty(window, 'matchMedia', { value, configurable: true });
  afterEach(() => {
    defineMatchMedia(matchMedia);
  });

  it('marks the current page and links the others, with previous and next', () => {
    renderUi(<Pagination page={2} pageCount={3} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=3');
  });

  it('greys out Previous on the first page and Next on the last', () => {
    const { unmount } = renderUi(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    unmount();
    renderUi(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('gives every control a 44 px target', () => {
    renderUi(<Pagination page={5} pageCount={10} hrefFor={hrefFor} />);
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveClass('min-h-11', 'min-w-11');
    }
  });

  it('shows the neighbours of the current page from 640 px', () => {
    defineMatchMedia((query: string) => ({
      ...matchMedia(query),
      matches: query === '(min-width: 640px)',
    }));
    renderUi(<Pagination page={5} pageCount={10} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Page 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 6' })).toBeInTheDocument();
  });

  it('shows only the current page between the ends on a phone', () => {
    renderUi(<Pagination page={5} pageCount={10} hrefFor={hrefFor} />);
    expect(screen.getAllByRole('link', { name: /^Page / }).map((link) => link.textContent)).toEqual(
      ['1', '5', '10'],
    );
  });

  it('is not shown for a single page', () => {
    renderUi(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
