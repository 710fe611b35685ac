import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

afterEach(() => {
  toast.remove();
});

const toaster = () => document.querySelector('[data-rht-toaster]');

describe('the toaster', () => {
  it('is mounted with the first toast, not before, and shows it', async () => {
    stubApi();
    renderApp({ path: '/' });
    await screen.findByRole('main');
    // Long enough for the first paint and the toaster's chunk: still nothing to show.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toaster()).toBeNull();

    act(() => {
      toast('Successfully Copied!');
    });
    expect(await screen.findByText('Successfully Copied!')).toBeInTheDocument();
    expect(toaster()).not.toBeNull();
  });

  it('shows a toast raised before it was mounted', async () => {
    stubApi();
    toast.error('Shop Websites will be coming soon');
    renderApp({ path: '/' });
    expect(await screen.findByText('Shop Websites will be coming soon')).toBeInTheDocument();
  });

  it('stays mounted once a toast has gone', async () => {
    stubApi();
    renderApp({ path: '/' });
    act(() => {
      toast('Once');
    });
    await screen.findByText('Once');
    act(() => {
      toast.remove();
    });
    await waitFor(() => expect(screen.queryByText('Once')).not.toBeInTheDocument());
    expect(toaster()).not.toBeNull();
  });
});
