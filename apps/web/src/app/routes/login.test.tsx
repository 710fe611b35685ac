import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { accountHandlers, userBrief } from '../../features/auth/test/auth-fixtures';
import { failure, stubApi } from '../../test/fetch-stub';
import { REGION_MYANMAR } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const AYE = {
  username: 'ayeaye',
  password: 'correct-horse',
  token: 'token-aye',
  user: userBrief(),
};

afterEach(() => {
  toast.remove();
});

const identifierBox = () => screen.getByRole('textbox', { name: 'Mobile number or e-mail' });
const passwordBox = () => screen.getByLabelText('Password');

async function logIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(identifierBox(), identifier);
  await user.type(passwordBox(), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('/login', () => {
  it('is the returning-customer form with its forgot-password label, links and close button', async () => {
    stubApi();
    renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(identifierBox()).toHaveAttribute('autocomplete', 'username');
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(screen.getByText('Forgot password?').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
  });

  it('asks for both fields, next to each, before sending anything', async () => {
    const { calls } = stubApi(accountHandlers([AYE]));
    const user = userEvent.setup();
    renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter your mobile number or e-mail.')).toBeVisible();
    expect(screen.getByText('Please enter your password.')).toBeVisible();
    expect(identifierBox()).toHaveAttribute('aria-invalid', 'true');
    expect(identifierBox()).toHaveAccessibleDescription(/Please enter your mobile number/);
    expect(calls.filter((c) => c.url.endsWith('/v1/user/'))).toHaveLength(0);
  });

  it("shows 'Login Failed!' above the form and clears both fields", async () => {
    const { calls } = stubApi(accountHandlers([AYE]));
    renderApp({ path: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    await logIn(' ayeaye ', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Login Failed!')).toBeInTheDocument();
    expect(alert).toHaveTextContent(/check your mobile number, e-mail or username/);
    // Above the form: the alert comes before the first field in the document.
    expect(
      alert.compareDocumentPosition(identifierBox()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(identifierBox()).toHaveValue('');
    expect(passwordBox()).toHaveValue('');
    await waitFor(() => expect(identifierBox()).toHaveFocus());

    const sent = calls.find((c) => c.url.endsWith('/v1/user/'))!;
    expect(await sent.json()).toEqual({ username: 'ayeaye', password: 'wrong-password' });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('says so when the store cannot be reached', async () => {
    stubApi({
      'POST /v1/user/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp({ path: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    await logIn('ayeaye', 'correct-horse');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed!');
    expect(alert).toHaveTextContent(/could not reach the store/);
  });

  it('stores the token, goes home and shows the name in the header', async () => {
    stubApi(accountHandlers([AYE]));
    const { router } = renderApp({ path: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    await logIn('ayeaye', 'correct-horse');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('authToken')).toBe('token-aye');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Aye Aye Khin' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('toasts the message it was sent with for 2.5 s, then returns where the shopper was going', async () => {
    stubApi(accountHandlers([AYE]));
    const { router } = renderApp({ path: '/order-history?page=2' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const toastText = await screen.findByText('You need to login first!');
    const shownAt = Date.now();
    await waitFor(() => expect(toastText).not.toBeInTheDocument(), { timeout: 4500 });
    // react-hot-toast removes a toast 1 s after it is dismissed; the default for an error is 4 s.
    const goneAfter = Date.now() - shownAt;
    expect(goneAfter).toBeGreaterThan(2000);
    expect(goneAfter).toBeLessThan(4500);

    await logIn('ayeaye', 'correct-horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-history'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('sends a shopper who is already logged in on', async () => {
    stubApi(accountHandlers([AYE]));
    const { router } = renderApp({
      path: '/login',
      storage: { region: REGION_MYANMAR.guid, authToken: 'token-aye' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('speaks Burmese', async () => {
    stubApi({ 'POST /v1/user/': () => failure('Login Failed!', 401) });
    const user = userEvent.setup();
    renderApp({
      path: '/login',
      storage: {
        region: REGION_MYANMAR.guid,
        lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'အကောင့်ဝင်ရန်' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်မည်' }));
    expect(await screen.findByText('ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်ကို ထည့်ပါ။')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်' }), 'x');
    await user.type(screen.getByLabelText('စကားဝှက်'), 'y');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်မည်' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('အကောင့်ဝင်ခြင်း မအောင်မြင်ပါ။');
    expect(screen.getByRole('link', { name: 'အကောင့်အသစ် ဖွင့်ရန်' })).toBeInTheDocument();
  });
});
