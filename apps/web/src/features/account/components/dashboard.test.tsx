import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR, REGION_THAILAND } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  bangkokAddress,
  CHANMYATHAZI,
  KAMAYUT,
  savedAddress,
  storedCart,
  TOWNSHIPS,
  USER,
} from '../test/account-fixture';

const BRIEF = 'GET /v1/user/brief';
const BOOK = 'GET /v1/address_book/list_all_address';
const PURCHASES = 'GET /v1/pos/sales/invoice/list';
const TOWNSHIP_LIST = 'GET /v1/township/list';
const UPDATE_PROFILE = `PUT /v1/person/updateProfile/${USER.guid}`;
const CREATE = 'POST /v1/address_book/create';
const UPDATE = 'PUT /v1/address_book/update';

const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: 'token-1' };
const BURMESE = {
  ...LOGGED_IN,
  lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
};

function stubAccount(overrides: Record<string, Handler> = {}) {
  return stubApi({
    [BRIEF]: () => ok(USER),
    [BOOK]: () => ok({ items: [] }),
    [PURCHASES]: () => ok({ items: [], totalCount: 3 }),
    [TOWNSHIP_LIST]: () => ok({ items: TOWNSHIPS }),
    ...overrides,
  });
}

const callsTo = (calls: Request[], method: string, path: string) =>
  calls.filter((call) => call.method === method && new URL(call.url).pathname === path);

async function openDashboard(storage: Record<string, string> = LOGGED_IN) {
  const user = userEvent.setup();
  const view = renderApp({ path: '/dashboard', storage });
  await screen.findByRole('heading', { level: 2, name: /Account Setting|အကောင့် ဆက်တင်/ });
  return { user, ...view };
}

const settings = () => screen.getByRole('region', { name: 'Account Setting' });
const addressBook = () => screen.getByRole('region', { name: 'Address Book' });

describe('/dashboard', () => {
  beforeAll(() => import('../../../app/routes/dashboard'), 20_000);

  it('shows the menu and a skeleton while the account loads', async () => {
    stubAccount({ [BRIEF]: () => new Promise(() => {}) });
    renderApp({ path: '/dashboard', storage: LOGGED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region', { name: 'Account Setting' })).not.toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the account cannot be loaded, and tries again", async () => {
    let calls = 0;
    stubAccount({
      [BRIEF]: () => {
        calls += 1;
        return calls === 1 ? failure('Accounts are resting.', 500) : ok(USER);
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', storage: LOGGED_IN });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Accounts are resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Aye Aye')).toBeVisible();
  });

  it('counts the items in the cart and the orders placed, each linking onward', async () => {
    const { calls } = stubAccount();
    await openDashboard({ ...LOGGED_IN, cartItems: storedCart(2) });
    const cards = screen.getByRole('list', { name: 'Your activity' });
    const cart = within(cards).getByRole('link', { name: /Items in Cart/ });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('2');
    const orders = within(cards).getByRole('link', { name: /Products Purchased/ });
    expect(orders).toHaveAttribute('href', '/order-history');
    await waitFor(() => expect(orders).toHaveTextContent('3'));
    // Only the total is wanted: one row is asked for, with the bearer token.
    const [count] = callsTo(calls, 'GET', '/v1/pos/sales/invoice/list');
    const query = new URL(count!.url).searchParams;
    expect([query.get('first'), query.get('max')]).toEqual(['0', '1']);
    expect(count!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('shows a failed order count as not available, not as 0, without an error box', async () => {
    stubAccount({ [PURCHASES]: () => failure('Orders are resting.', 500) });
    await openDashboard();
    const orders = screen.getByRole('link', { name: /Products Purchased/ });
    await waitFor(() => expect(orders).toHaveAccessibleName(/Not available right now/));
    expect(orders).not.toHaveTextContent(/\d/);
    expect(orders).toHaveAttribute('href', '/order-history');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs out like the top bar: the session is cleared and the shopper goes home', async () => {
    stubAccount();
    const { user, router } = await openDashboard();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Account menu' })).getByRole('button', {
        name: 'Log Out',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Login / Register' })[0]).toBeVisible();
  });

  it('is all in Burmese for Burmese shoppers', async () => {
    stubAccount({ [BOOK]: () => ok({ items: [savedAddress()] }) });
    await openDashboard(BURMESE);
    expect(await screen.findByText('မင်္ဂလာပါ Aye Aye')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ပြင်ဆင်မည်' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'အကောင့် မီနူး' })).getByRole('button', {
        name: 'အကောင့်မှ ထွက်မည်',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'သိမ်းထားသော လိပ်စာများ' })).toBeVisible();
    // The saved township and country are named in Burmese.
    expect(await screen.findByText(/Hledan Road၊ ကမာရွတ်မြို့နယ်၊ မြန်မာ/)).toBeVisible();
  });
});

describe('/dashboard Account Setting', () => {
  beforeAll(() => import('../../../app/routes/dashboard'), 20_000);

  it('keeps the fields disabled and Save Changes off until Edit', async () => {
    stubAccount();
    const { user } = await openDashboard();
    const form = settings();
    const name = within(form).getByRole('textbox', { name: 'Full Name' });
    expect(name).toHaveValue('Aye Aye');
    expect(name).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('09765432100');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Address' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Edit' }));
    expect(name).toBeEnabled();
    expect(name).toHaveFocus();
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(within(form).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('checks the fields, saves the profile and leaves edit mode', async () => {
    let current = USER;
    const { calls } = stubAccount({
      [BRIEF]: () => ok(current),
      [UPDATE_PROFILE]: async (request: Request) => {
        const body = (await request.json()) as typeof USER;
        current = { ...current, ...body, phone: '09777888999' };
        return ok(current);
      },
    });
    const { user } = await openDashboard();
    const form = settings();
    await user.click(within(form).getByRole('button', { name: 'Edit' }));
    const name = within(form).getByRole('textbox', { name: 'Full Name' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Please enter your name.')).toBeVisible();
    expect(within(form).getByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(callsTo(calls, 'PUT', `/v1/person/updateProfile/${USER.guid}`)).toHaveLength(0);

    await user.type(name, 'Aye Aye Myint');
    await user.clear(email);
    await user.clear(within(form).getByRole('textbox', { name: 'Mobile Number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Mobile Number' }), '09 777 888 999');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    await waitFor(() => expect(name).toBeDisabled());
    const [put] = callsTo(calls, 'PUT', `/v1/person/updateProfile/${USER.guid}`);
    expect(await put!.json()).toEqual({
      name: 'Aye Aye Myint',
      phone: '09 777 888 999',
      email: '',
      address: USER.address,
    });
    expect(put!.headers.get('authorization')).toBe('Bearer token-1');
    // The saved record comes back: the server's normalised number shows.
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(
        '09777888999',
      ),
    );
    expect(screen.getByText('Hello, Aye Aye Myint')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('shows what the server refused next to its field and stays in edit mode', async () => {
    stubAccount({
      [UPDATE_PROFILE]: () =>
        Response.json(
          {
            success: false,
            data: null,
            message: 'This mobile number is already registered to another account.',
            field: 'phone',
          },
          { status: 409 },
        ),
    });
    const { user } = await openDashboard();
    const form = settings();
    await user.click(within(form).getByRole('button', { name: 'Edit' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const phone = within(form).getByRole('textbox', { name: 'Mobile Number' });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'This mobile number is already registered to another account.',
      ),
    );
    expect(phone).toBeEnabled();
    expect(phone).toHaveFocus();
  });

  it('says so when the save fails for no one field, and Cancel restores the values', async () => {
    stubAccount({ [UPDATE_PROFILE]: () => failure('Too many requests.', 429) });
    const { user } = await openDashboard();
    const form = settings();
    await user.click(within(form).getByRole('button', { name: 'Edit' }));
    const name = within(form).getByRole('textbox', { name: 'Full Name' });
    await user.type(name, ' Myint');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your changes were not saved: Too many requests.',
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(name).toHaveValue('Aye Aye');
    expect(name).toBeDisabled();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/dashboard Address Book', () => {
  beforeAll(() => import('../../../app/routes/dashboard'), 20_000);

  it("says 'No Address Yet' when the book is empty", async () => {
    const { calls } = stubAccount();
    await openDashboard();
    expect(await within(addressBook()).findByText('No Address Yet')).toBeVisible();
    const [list] = callsTo(calls, 'GET', '/v1/address_book/list_all_address');
    expect(new URL(list!.url).searchParams.get('guid')).toBe(USER.guid);
  });

  it("shows 'Error: {message}' when the book cannot be loaded, and tries again", async () => {
    let calls = 0;
    stubAccount({
      [BOOK]: () => {
        calls += 1;
        return calls === 1 ? failure('The book is resting.', 500) : ok({ items: [savedAddress()] });
      },
    });
    const { user } = await openDashboard();
    const alert = await within(addressBook()).findByRole('alert');
    expect(alert).toHaveTextContent('Error: The book is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(addressBook()).findByRole('list', { name: 'Saved addresses' }),
    ).toBeVisible();
  });

  it('shows four addresses, then all with Show More, and four again with Show Less', async () => {
    const addresses = Array.from({ length: 6 }, () => savedAddress());
    stubAccount({ [BOOK]: () => ok({ items: addresses }) });
    const { user } = await openDashboard();
    const list = await within(addressBook()).findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const card = within(list).getAllByRole('article')[0]!;
    expect(within(card).getByRole('heading', { name: addresses[0]!.name })).toBeVisible();
    expect(card).toHaveTextContent('Hledan Road, Kamayut, Myanmar');
    expect(card).toHaveTextContent('09765432100');
    expect(card).toHaveTextContent('09420987650');
    expect(card).toHaveTextContent('Please call at the gate.');

    const more = within(addressBook()).getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(addressBook()).getByRole('button', { name: 'Show Less' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has no Show More for four addresses or fewer', async () => {
    stubAccount({ [BOOK]: () => ok({ items: [savedAddress(), savedAddress()] }) });
    await openDashboard();
    await within(addressBook()).findByRole('list', { name: 'Saved addresses' });
    expect(within(addressBook()).queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('requires every field, and the township only for Myanmar (docs/product.md#address-forms dashboard)', async () => {
    const { calls } = stubAccount();
    const { user } = await openDashboard();
    await user.click(within(addressBook()).getByRole('button', { name: 'Add New Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    // A new address starts in the shopper's region, Myanmar here, so the township shows.
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Myanmar');
    expect(within(dialog).getByRole('combobox', { name: 'Township' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Please enter the name.',
      'Please enter an e-mail address.',
      'Please enter the primary phone.',
      'Please enter another phone number.',
      'Please choose a township.',
      'Please enter the street.',
      'Please enter the address.',
      'Please enter a comment.',
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'aye@');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeVisible();

    // Another country hides the township and no longer asks for it.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'Thailand');
    expect(within(dialog).queryByRole('combobox', { name: 'Township' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(within(dialog).queryByText('Please choose a township.')).toBeNull();
    expect(callsTo(calls, 'POST', '/v1/address_book/create')).toHaveLength(0);
  });

  it('clears the township when the country changes away from Myanmar', async () => {
    stubAccount();
    const { user } = await openDashboard();
    await user.click(within(addressBook()).getByRole('button', { name: 'Add New Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    const township = await within(dialog).findByRole('option', { name: 'Kamayut' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Township' }), township);
    expect(within(dialog).getByRole('combobox', { name: 'Township' })).toHaveValue(KAMAYUT.guid);
    // Townships are grouped by state or region.
    expect(within(dialog).getByRole('group', { name: 'Mandalay Region' })).toContainElement(
      within(dialog).getByRole('option', { name: CHANMYATHAZI.name }),
    );

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'Thailand');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'Myanmar');
    expect(within(dialog).getByRole('combobox', { name: 'Township' })).toHaveValue('');
  });

  it('adds an address: sends it, closes the form and reloads the book', async () => {
    let book = [savedAddress()];
    const { calls } = stubAccount({
      [BOOK]: () => ok({ items: book }),
      [CREATE]: async (request: Request) => {
        const body = (await request.json()) as { name: string };
        book = [savedAddress({ name: body.name }), ...book];
        return ok({ guid: book[0]!.guid });
      },
    });
    const { user } = await openDashboard();
    await within(addressBook()).findByRole('list', { name: 'Saved addresses' });
    await user.click(within(addressBook()).getByRole('button', { name: 'Add New Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Daw Khin Khin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'khin@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Primary Phone' }), '09402123987');
    await user.type(within(dialog).getByRole('textbox', { name: 'Other Phone' }), '09402123988');
    await within(dialog).findByRole('option', { name: 'Chanmyathazi' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Township' }),
      'Chanmyathazi',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Street' }), '62nd Street');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'No. 12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Blue gate');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Address saved.')).toBeInTheDocument();
    const [create] = callsTo(calls, 'POST', '/v1/address_book/create');
    expect(await create!.json()).toEqual({
      ownerGuid: USER.guid,
      name: 'Daw Khin Khin',
      address: 'No. 12',
      street: '62nd Street',
      townshipGuid: CHANMYATHAZI.guid,
      township: CHANMYATHAZI.name,
      country: 'Myanmar',
      countryGuid: REGION_MYANMAR.guid,
      primaryPhone: '09402123987',
      otherPhones: '09402123988',
      email: 'khin@example.com',
      comment: 'Blue gate',
      addressType: 'Customer',
    });
    expect(
      await within(addressBook()).findByRole('heading', { name: 'Daw Khin Khin' }),
    ).toBeVisible();
    expect(callsTo(calls, 'GET', '/v1/address_book/list_all_address')).toHaveLength(2);

    // Opened again, the form starts empty.
    await user.click(within(addressBook()).getByRole('button', { name: 'Add New Address' }));
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Name' })).toHaveValue(
      '',
    );
  });

  it('shows a refused field next to it and keeps the form open', async () => {
    stubAccount({
      [CREATE]: () =>
        Response.json(
          {
            success: false,
            data: null,
            message: 'Please enter a valid phone number.',
            field: 'primaryPhone',
          },
          { status: 400 },
        ),
    });
    const { user } = await openDashboard();
    await user.click(within(addressBook()).getByRole('button', { name: 'Add New Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'Thailand');
    for (const [field, value] of [
      ['Name', 'Ko Ko'],
      ['Email', 'ko@example.com'],
      ['Primary Phone', 'abc'],
      ['Other Phone', '0812345678'],
      ['Street', 'Sukhumvit Road'],
      ['Address', 'Soi 11'],
      ['Comment', 'Lobby'],
    ] as const) {
      await user.type(within(dialog).getByRole('textbox', { name: field }), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const phone = within(dialog).getByRole('textbox', { name: 'Primary Phone' });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.'),
    );
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeVisible();
  });

  it('edits an address: the form is preloaded, the change sent with its guid', async () => {
    const home = savedAddress({ name: 'Home' });
    const office = bangkokAddress();
    const { calls } = stubAccount({
      [BOOK]: () => ok({ items: [home, office] }),
      [UPDATE]: async (request: Request) => ok(((await request.json()) as { guid: string }).guid),
    });
    const { user } = await openDashboard();
    await user.click(
      await within(addressBook()).findByRole('button', { name: 'Edit the address of Home' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Home');
    expect(within(dialog).getByRole('textbox', { name: 'Street' })).toHaveValue('Hledan Road');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Township' })).toHaveValue(KAMAYUT.guid),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Street' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Street' }), 'Insein Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Address updated.')).toBeInTheDocument();
    const [update] = callsTo(calls, 'PUT', '/v1/address_book/update');
    expect(await update!.json()).toMatchObject({
      guid: home.guid,
      street: 'Insein Road',
      townshipGuid: KAMAYUT.guid,
      countryGuid: REGION_MYANMAR.guid,
    });

    // An address abroad opens without a township.
    await user.click(
      within(addressBook()).getByRole('button', { name: 'Edit the address of Office in Bangkok' }),
    );
    const abroad = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(within(abroad).getByRole('combobox', { name: 'Country' })).toHaveValue(
      REGION_THAILAND.guid,
    );
    expect(within(abroad).queryByRole('combobox', { name: 'Township' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes an address only after confirming', async () => {
    const home = savedAddress({ name: 'Home' });
    let book = [home];
    const { calls } = stubAccount({
      [BOOK]: () => ok({ items: book }),
      [`DELETE /v1/address_book/delete/${home.guid}`]: () => {
        book = [];
        return ok(home.guid);
      },
    });
    const { user } = await openDashboard();
    const remove = await within(addressBook()).findByRole('button', {
      name: 'Delete the address of Home',
    });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('The address of Home will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'DELETE', `/v1/address_book/delete/${home.guid}`)).toHaveLength(0);
    expect(within(addressBook()).getByRole('heading', { name: 'Home' })).toBeVisible();

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(addressBook()).findByText('No Address Yet')).toBeVisible();
    expect(screen.getByText('Address deleted.')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `/v1/address_book/delete/${home.guid}`)).toHaveLength(1);
  });

  it('says why a delete failed and keeps the address', async () => {
    const home = savedAddress({ name: 'Home' });
    stubAccount({
      [BOOK]: () => ok({ items: [home] }),
      [`DELETE /v1/address_book/delete/${home.guid}`]: () => failure('Address not found.', 404),
    });
    const { user } = await openDashboard();
    await user.click(
      await within(addressBook()).findByRole('button', { name: 'Delete the address of Home' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The address was not deleted: Address not found.',
    );
    expect(within(addressBook()).getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
