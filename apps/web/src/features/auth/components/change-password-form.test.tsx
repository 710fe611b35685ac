import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, json, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { accountHandlers, bearerOf, loginAnswer, userBrief } from '../test/auth-fixtures';

const AYE = { username: 'ayeaye', password: 'pass-aye-123', token: 'token-aye', user: userBrief() };
const CHANGE = 'POST /v1/user/password';
const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: AYE.token };
const BURMESE = {
  ...LOGGED_IN,
  lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
};

const refusal = (status: number, message: string, field?: string) =>
  json({ success: false, data: null, message, ...(field ? { field } : {}) }, status);

function stubDashboard(change: Handler, accounts = [AYE]) {
  return stubApi({
    ...accountHandlers(accounts),
    'GET /v1/address_book/list_all_address': () => ok({ items: [] }),
    'GET /v1/pos/sales/invoice/list': () => ok({ items: [], totalCount: 0 }),
    [CHANGE]: change,
  });
}

const changeCalls = (calls: Request[]) =>
  calls.filter((c) => c.method === 'POST' && new URL(c.url).pathname === '/v1/user/password');

async function openForm(storage: Record<string, string> = LOGGED_IN) {
  const user = userEvent.setup();
  const view = renderApp({ path: '/dashboard', storage });
  const section = await screen.findByRole('region', { name: /Change Password|စကားဝှက် ပြောင်းရန်/ });
  return { user, section, ...view };
}

function fields(section: HTMLElement) {
  return {
    current: within(section).getByLabelText('Current password'),
    next: within(section).getByLabelText('New password'),
    confirm: within(section).getByLabelText('Confirm new password'),
    submit: within(section).getByRole('button', { name: 'Change Password' }),
  };
}

afterEach(() => {
  toast.remove();
});

describe('/dashboard Change Password', () => {
  beforeAll(() => import('../../../app/routes/dashboard'), 20_000);

  it('sits under Account Setting and checks every field before sending', async () => {
    const { calls } = stubDashboard(() => ok(null));
    const { user, section } = await openForm();
    const settings = screen.getByRole('region', { name: 'Account Setting' });
    expect(settings.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const { current, next, confirm, submit } = fields(section);

    await user.click(submit);
    expect(current).toHaveAccessibleDescription('Please enter your current password.');
    expect(next).toHaveAccessibleDescription('Please enter a new password.');
    expect(confirm).toHaveAccessibleDescription('Please enter your new password again.');

    await user.type(current, AYE.password);
    await user.type(next, 'short');
    await user.type(confirm, 'short');
    await user.click(submit);
    expect(next).toHaveAccessibleDescription('Password must be at least 8 characters long.');

    await user.clear(next);
    await user.type(next, AYE.password);
    await user.click(submit);
    expect(next).toHaveAccessibleDescription(
      'Your new password must be different from your current password.',
    );

    await user.clear(next);
    await user.type(next, 'a-brand-new-secret');
    await user.clear(confirm);
    await user.type(confirm, 'a-brand-new-secreT');
    await user.click(submit);
    expect(confirm).toHaveAccessibleDescription('The two new passwords are not the same.');
    // The new password is fine now: its hint is back in place of the error.
    expect(next).toHaveAccessibleDescription(
      'At least 8 characters. A few uncommon words together are strong and easy to remember.',
    );
    expect(changeCalls(calls)).toHaveLength(0);
  });

  it('shows a wrong current password next to it and keeps the shopper signed in', async () => {
    const { calls } = stubDashboard(() =>
      refusal(400, 'Your current password is not correct.', 'currentPassword'),
    );
    const { user, section, store } = await openForm();
    const { current, next, confirm, submit } = fields(section);
    await user.type(current, 'not-my-password');
    await user.type(next, 'a-brand-new-secret');
    await user.type(confirm, 'a-brand-new-secret');
    await user.click(submit);

    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Your current password is not correct.'),
    );
    expect(current).toHaveFocus();
    const [sent] = changeCalls(calls);
    expect(bearerOf(sent!)).toBe(AYE.token);
    expect(await sent!.json()).toEqual({
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-secret',
    });
    expect(store.getState().auth.token).toBe(AYE.token);
    expect(localStorage.getItem('authToken')).toBe(AYE.token);
    expect(screen.queryByText('Your password has been changed.')).toBeNull();
  });

  it('says why the server refused the new password, and what would help, next to it', async () => {
    stubDashboard(() =>
      json(
        {
          success: false,
          data: null,
          message: 'This password is too easy to guess. Add another word or two.',
          field: 'newPassword',
          code: 'weakPassword',
          hints: ['avoidLocalWords', 'addWords', 'aHintFromANewerServer'],
        },
        400,
      ),
    );
    const { user, section } = await openForm();
    const { current, next, confirm, submit } = fields(section);
    await user.type(current, AYE.password);
    await user.type(next, 'iloveyou1');
    await user.type(confirm, 'iloveyou1');
    await user.click(submit);
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        'This password is too easy to guess. Please choose another. ' +
          'Leave out place names and everyday words such as myanmar, yangon or mingalar. ' +
          'Add another word or two; uncommon words are best.',
      ),
    );
  });

  it('says so above the button when no one field is to blame', async () => {
    stubDashboard(() => failure('Too many requests. Please try again in 42 seconds.', 429));
    const { user, section } = await openForm();
    const { current, next, confirm, submit } = fields(section);
    await user.type(current, AYE.password);
    await user.type(next, 'a-brand-new-secret');
    await user.type(confirm, 'a-brand-new-secret');
    await user.click(submit);
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Your password was not changed.');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  });

  it('on success keeps this browser signed in with the new token', async () => {
    const { calls } = stubDashboard(
      (request) =>
        bearerOf(request) === AYE.token
          ? loginAnswer('token-aye-2')
          : failure('You need to login first!', 401),
      [AYE, { ...AYE, token: 'token-aye-2' }],
    );
    const { user, section, store } = await openForm();
    const { current, next, confirm, submit } = fields(section);
    await user.type(current, AYE.password);
    await user.type(next, 'a-brand-new-secret');
    await user.type(confirm, 'a-brand-new-secret');
    await user.click(submit);

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('token-aye-2');
    expect(localStorage.getItem('authToken')).toBe('token-aye-2');
    expect(changeCalls(calls)).toHaveLength(1);
    for (const field of [current, next, confirm]) expect(field).toHaveValue('');
    // Still on the dashboard, still signed in.
    expect(screen.getByRole('region', { name: 'Account Setting' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    ).toBeVisible();
  });

  it('is in Burmese for Burmese shoppers, refusals included', async () => {
    stubDashboard(() => refusal(400, 'Your current password is not correct.', 'currentPassword'));
    const { user, section } = await openForm(BURMESE);
    // The Burmese strings arrive a moment after the first paint.
    const current = await within(section).findByLabelText('လက်ရှိ စကားဝှက်');
    await user.type(current, 'not-my-password');
    await user.type(within(section).getByLabelText('စကားဝှက်အသစ်'), 'a-brand-new-secret');
    await user.type(within(section).getByLabelText('စကားဝှက်အသစ် အတည်ပြုရန်'), 'a-brand-new-secret');
    await user.click(within(section).getByRole('button', { name: 'စကားဝှက် ပြောင်းမည်' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('လက်ရှိ စကားဝှက် မှားနေပါသည်။'));
  });
});
