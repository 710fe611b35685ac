import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../test/fetch-stub';
import { REGION_MYANMAR } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  toast.remove();
});

type Form = {
  name: string;
  username: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
};

const FILLED: Form = {
  name: 'Aye Aye Khin',
  username: 'ayeaye',
  email: 'aye@example.com',
  mobile: '09 791 234 567',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
};

const box = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  username: () => screen.getByRole('textbox', { name: 'Username' }),
  email: () => screen.getByRole('textbox', { name: 'E-mail (Optional)' }),
  mobile: () => screen.getByRole('textbox', { name: 'Mobile number' }),
  password: () => screen.getByLabelText('Password'),
  confirmPassword: () => screen.getByLabelText('Confirm password'),
};

async function fillAndSubmit(form: Partial<Form>) {
  const user = userEvent.setup();
  for (const [field, value] of Object.entries(form)) {
    if (value) await user.type(box[field as keyof Form](), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

function expectAllCleared() {
  for (const input of Object.values(box)) expect(input()).toHaveValue('');
}

const registrations = (calls: Request[]) =>
  calls.filter((call) => call.url.endsWith('/v1/person/create'));

describe('/register', () => {
  it('has the create-account fields, a link to /login and a close button', async () => {
    stubApi();
    renderApp({ path: '/register' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Account' }),
    ).toBeInTheDocument();
    for (const input of Object.values(box)) expect(input()).toBeInTheDocument();
    expect(box.email()).toHaveAttribute('type', 'email');
    expect(box.email()).not.toBeRequired();
    expect(box.name()).toBeRequired();
    expect(box.confirmPassword()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
  });

  it('checks each field next to it and sends nothing until they pass', async () => {
    const { calls } = stubApi();
    renderApp({ path: '/register' });
    await screen.findByRole('heading', { name: 'Create Account' });
    const user = await fillAndSubmit({});
    for (const message of [
      'Please enter your full name.',
      'Please enter a username.',
      'Please enter your mobile number.',
      'Please enter your password.',
      'Please enter your password again.',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.queryByText('Please enter a valid e-mail address.')).not.toBeInTheDocument();

    await user.type(box.username(), 'a b');
    await user.type(box.email(), 'not-an-address');
    await user.type(box.mobile(), '12345');
    await user.type(box.password(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Use 3 to 32 letters, digits, dots, underscores or hyphens.'),
    ).toBeVisible();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(
      screen.getByText('Please enter a valid Myanmar mobile number, such as 09 7xx xxx xxx.'),
    ).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeVisible();
    // Field errors keep what was typed, so it can be corrected.
    expect(box.username()).toHaveValue('a b');
    expect(registrations(calls)).toHaveLength(0);
  });

  it("clears the form and says 'Passwords need to be the same.' when they differ", async () => {
    const { calls } = stubApi();
    renderApp({ path: '/register' });
    await screen.findByRole('heading', { name: 'Create Account' });
    await fillAndSubmit({ ...FILLED, confirmPassword: 'correct-horsf' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords need to be the same.');
    expectAllCleared();
    await waitFor(() => expect(box.name()).toHaveFocus());
    expect(registrations(calls)).toHaveLength(0);
  });

  it("clears the form and shows 'Registration Failed!' with the reason when refused", async () => {
    stubApi({
      'POST /v1/person/create': () =>
        Response.json(
          {
            success: false,
            data: null,
            message: 'This mobile number is already registered to another account.',
            field: 'contact.primaryPhone',
          },
          { status: 409 },
        ),
    });
    renderApp({ path: '/register' });
    await screen.findByRole('heading', { name: 'Create Account' });
    await fillAndSubmit(FILLED);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Registration Failed!')).toBeInTheDocument();
    expect(alert).toHaveTextContent('This mobile number is already registered to another account.');
    expectAllCleared();
  });

  it('sends the docs/product.md#records-account payload as a Customer and goes to /login, which says the account is ready', async () => {
    const { calls } = stubApi({ 'POST /v1/person/create': () => ok(null) });
    const { router } = renderApp({ path: '/register' });
    await screen.findByRole('heading', { name: 'Create Account' });
    await fillAndSubmit({ ...FILLED, name: '  Aye Aye Khin ' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your account has been created. Please log in.'),
    ).toBeInTheDocument();
    const [sent] = registrations(calls);
    expect(await sent!.json()).toEqual({
      name: 'Aye Aye Khin',
      role: 'Customer',
      username: 'ayeaye',
      password: 'correct-horse',
      selfRegister: true,
      contact: {
        primaryPhone: '09 791 234 567',
        email: 'aye@example.com',
        addressType: 'Customer',
      },
    });
  });

  it('keeps where the shopper was going through /register and back to /login', async () => {
    stubApi({ 'POST /v1/person/create': () => ok(null) });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/promo-list' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create Account' });
    await fillAndSubmit(FILLED);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: '/promo-list' });
  });

  it('says what would make a refused password stronger, in Burmese too', async () => {
    const weak = () =>
      Response.json(
        {
          success: false,
          data: null,
          message: 'This password is too easy to guess. Avoid place names.',
          field: 'password',
          code: 'weakPassword',
          hints: ['avoidLocalWords', 'addWords'],
        },
        { status: 400 },
      );
    stubApi({ 'POST /v1/person/create': weak });
    const { unmount } = renderApp({ path: '/register' });
    await screen.findByRole('heading', { name: 'Create Account' });
    await fillAndSubmit({ ...FILLED, password: 'yangon2024', confirmPassword: 'yangon2024' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This password is too easy to guess. Please choose another. ' +
        'Leave out place names and everyday words such as myanmar, yangon or mingalar. ' +
        'Add another word or two; uncommon words are best.',
    );
    unmount();

    stubApi({ 'POST /v1/person/create': weak });
    const user = userEvent.setup();
    renderApp({
      path: '/register',
      storage: {
        region: REGION_MYANMAR.guid,
        lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'အကောင့်ဖွင့်ရန်' });
    await user.type(screen.getByRole('textbox', { name: 'အမည်အပြည့်အစုံ' }), 'အေးအေးခင်');
    await user.type(screen.getByRole('textbox', { name: 'အသုံးပြုသူအမည်' }), 'ayeaye');
    await user.type(screen.getByRole('textbox', { name: 'ဖုန်းနံပါတ်' }), '09791234567');
    await user.type(screen.getByLabelText('စကားဝှက်'), 'yangon2024');
    await user.type(screen.getByLabelText('စကားဝှက် အတည်ပြုရန်'), 'yangon2024');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်မည်' }));
    const burmese = await screen.findByRole('alert');
    expect(burmese).toHaveTextContent('ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်။');
    expect(burmese).toHaveTextContent('နေရာအမည်များနှင့် နေ့စဉ်သုံး စကားလုံးများကို မထည့်ပါနှင့်။');
    expect(burmese).not.toHaveTextContent('Avoid place names');
  });

  it('speaks Burmese and takes a mobile number in Burmese digits', async () => {
    const { calls } = stubApi({ 'POST /v1/person/create': () => failure('Too many', 429) });
    const user = userEvent.setup();
    renderApp({
      path: '/register',
      storage: {
        region: REGION_MYANMAR.guid,
        lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'အကောင့်ဖွင့်ရန်' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'အမည်အပြည့်အစုံ' }), 'အေးအေးခင်');
    await user.type(screen.getByRole('textbox', { name: 'အသုံးပြုသူအမည်' }), 'ayeaye');
    await user.type(screen.getByRole('textbox', { name: 'ဖုန်းနံပါတ်' }), '၀၉၇၉၁၂၃၄၅၆၇');
    await user.type(screen.getByLabelText('စကားဝှက်'), 'correct-horse');
    await user.type(screen.getByLabelText('စကားဝှက် အတည်ပြုရန်'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်မည်' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('အကောင့်ဖွင့်ခြင်း မအောင်မြင်ပါ။');
    expect(alert).toHaveTextContent('ကြိုးစားမှု များလွန်းနေပါသည်။');
    const [sent] = registrations(calls);
    expect(await sent!.json()).toMatchObject({ contact: { primaryPhone: '၀၉၇၉၁၂၃၄၅၆၇' } });
  });
});
