import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok } from '../../../test/fetch-stub';
import { REGION_MYANMAR, REGION_THAILAND } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { stubApi } from '../../../test/fetch-stub';
import { HOME, KAMAYUT, OFFICE, USER } from '../test/checkout-fixture';
import { bodiesOf, renderCheckout } from '../test/render-checkout';

const NEW_GUID = 'a0a0a0a0-0000-4000-8000-000000000009';

// The route loads lazily: loaded once up front, its import is not paid inside the first
// test's one-second wait for the page (a busy machine took longer).
beforeAll(() => import('../../../app/routes/checkout'), 20_000);

describe('/checkout access', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    stubApi();
    const { router } = renderApp({ path: '/checkout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("sends an empty checkout to /cart with 'Session Expired!'", async () => {
    const { router } = renderCheckout({ cart: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText('Session Expired!')).toBeInTheDocument();
  });
});

describe('checkout step 1: Shipping Information', () => {
  it('shows the progress bar, the saved addresses with the first preselected, and Services', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Address', 'Shipping', 'Payment', 'Success']);
    // Nothing lies behind step 1, so no step icon is a button yet.
    expect(within(progress).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'Select old address', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Create a new address' })).toBeVisible();
    expect(await screen.findByRole('radio', { name: 'Aye Aye' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Aye Aye (office)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Warranty Service Request' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Product Maintenance (Fragile)' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Additional Notes (Optional)' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Back to Shopping Cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('keeps Proceed to Payment disabled until the terms box is ticked', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const proceed = await screen.findByRole('button', { name: 'Proceed to Payment' });
    expect(proceed).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: 'I agree to all the terms and conditions' });
    await user.click(terms);
    expect(proceed).toBeEnabled();
    await user.click(terms);
    expect(proceed).toBeDisabled();
  });

  it("says 'No Address Yet' with no saved address, and asks for one before going on", async () => {
    const user = userEvent.setup();
    renderCheckout({ addresses: [] });
    expect(await screen.findByText('No Address Yet')).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: 'I agree to all the terms and conditions' }),
    );
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a delivery address');
    expect(screen.queryByRole('heading', { name: 'Shipping Details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create a new address' }));
    expect(screen.getByRole('tab', { name: 'Create a new address', selected: true })).toBeVisible();
  });

  it('checks the new address form by docs/product.md#address-forms and shows the township only for Myanmar', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout();
    await user.click(await screen.findByRole('tab', { name: 'Create a new address' }));
    // Prefilled from the shopper's own record; Myanmar by default.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(USER.name);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Myanmar');

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'aye@');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Please fill in Address.',
    );
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveAccessibleDescription(
      'Please fill in Street.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByRole('combobox', { name: 'Township' })).toHaveAccessibleDescription(
      'Please choose Township.',
    );
    // Other Phone and Comment are optional.
    expect(
      screen.getByRole('textbox', { name: 'Other Phone (Optional)' }),
    ).not.toHaveAccessibleDescription();
    expect(
      screen.getByRole('textbox', { name: 'Comment (Optional)' }),
    ).not.toHaveAccessibleDescription();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Township' }), KAMAYUT.guid);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Country' }),
      REGION_THAILAND.guid,
    );
    expect(screen.queryByRole('combobox', { name: 'Township' })).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Country' }),
      REGION_MYANMAR.guid,
    );
    // docs/product.md#address-forms: another country cleared the township, so it has to be chosen again.
    expect(screen.getByRole('combobox', { name: 'Township' })).toHaveValue('');
    expect((await bodiesOf(api.calls, 'POST /v1/address_book/create')).length).toBe(0);
  });

  it('saves a new address, reloads the list, returns to the old tab and selects it', async () => {
    const user = userEvent.setup();
    let saved = [HOME];
    const { api } = renderCheckout({
      handlers: {
        'GET /v1/address_book/list_all_address': () => ok({ items: saved }),
        'POST /v1/address_book/create': () => {
          saved = [{ ...OFFICE, guid: NEW_GUID, name: 'Ko Ko' }, HOME];
          return ok({ guid: NEW_GUID });
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Create a new address' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Ko Ko');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Building 7');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Industrial Zone Road');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Township' }), KAMAYUT.guid);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(
      await screen.findByRole('tab', { name: 'Select old address', selected: true }),
    ).toBeVisible();
    expect(await screen.findByRole('radio', { name: 'Ko Ko' })).toBeChecked();
    expect(await bodiesOf(api.calls, 'POST /v1/address_book/create')).toEqual([
      {
        ownerGuid: USER.guid,
        name: 'Ko Ko',
        address: 'Building 7',
        street: 'Industrial Zone Road',
        township: KAMAYUT.name,
        townshipGuid: KAMAYUT.guid,
        country: 'Myanmar',
        countryGuid: REGION_MYANMAR.guid,
        primaryPhone: USER.phone,
        otherPhones: '',
        email: USER.email,
        comment: '',
        addressType: 'Customer',
      },
    ]);
    // The form was cleared: opening the tab again starts afresh.
    await user.click(screen.getByRole('tab', { name: 'Create a new address' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
  });

  it("shows the server's refusal next to the field it names", async () => {
    const user = userEvent.setup();
    renderCheckout({
      handlers: {
        'POST /v1/address_book/create': () =>
          new Response(
            JSON.stringify({
              success: false,
              data: null,
              message: 'Please enter a valid phone number.',
              field: 'primaryPhone',
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Create a new address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Building 7');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Pyay Road');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Township' }), KAMAYUT.guid);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Primary Phone' })).toHaveAccessibleDescription(
        'Please enter a valid phone number.',
      ),
    );
    expect(screen.getByRole('tab', { name: 'Create a new address', selected: true })).toBeVisible();
  });

  it("edits an address in a modal with 'Save Changes', preloaded, and closes it after", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      handlers: { 'PUT /v1/address_book/update': () => ok(OFFICE.guid) },
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Aye Aye (office)' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    const street = within(dialog).getByRole('textbox', { name: 'Street' });
    expect(street).toHaveValue(OFFICE.street);
    await user.clear(street);
    await user.type(street, 'Bayint Naung Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodiesOf(api.calls, 'PUT /v1/address_book/update')).toMatchObject([
      { guid: OFFICE.guid, street: 'Bayint Naung Road', townshipGuid: OFFICE.townshipGuid },
    ]);
  });

  it('deletes an address after asking', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      handlers: { [`DELETE /v1/address_book/delete/${OFFICE.guid}`]: () => ok(OFFICE.guid) },
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Aye Aye (office)' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls
        .filter((call) => call.method === 'DELETE')
        .map((call) => new URL(call.url).pathname),
    ).toEqual([`/v1/address_book/delete/${OFFICE.guid}`]);
  });

  it('shows the address list error with a way to try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderCheckout({
      handlers: {
        'GET /v1/address_book/list_all_address': () => {
          calls += 1;
          return calls === 1 ? failure('Address book is resting.', 500) : ok({ items: [HOME] });
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Address book is resting.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Aye Aye' })).toBeChecked();
  });

  it("says so when the shopper's own record cannot be loaded, rather than 'No Address Yet'", async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderCheckout({
      handlers: {
        'GET /v1/user/brief': () => (isDown ? failure('Accounts are resting.', 503) : ok(USER)),
      },
    });
    expect(await screen.findByText('Error: Accounts are resting.')).toBeInTheDocument();
    expect(screen.queryByText('No Address Yet')).not.toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Aye Aye' })).toBeChecked();
  });

  it('speaks Burmese', async () => {
    renderCheckout({ language: 'mm' });
    expect(await screen.findByRole('heading', { name: 'ပို့ဆောင်ရန် အချက်အလက်' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'သိမ်းထားသော လိပ်စာ ရွေးရန်' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' })).toBeDisabled();
    // The township of a saved address is named in Burmese too.
    expect(await screen.findByText(/ကမာရွတ်မြို့နယ်၊ မြန်မာ/)).toBeInTheDocument();
  });
});
