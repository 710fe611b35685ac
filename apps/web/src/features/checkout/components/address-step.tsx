import { useId, useState, type Dispatch } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import type { UserBrief } from '@storefront/contract/account';
import { isMyanmar } from '@storefront/commerce/address';
import { SALE_NOTE_MAX_LENGTH, SERVICE_VALUES, type Service } from '@storefront/contract/constants';
import { AddressForm } from '../../../components/address/address-form';
import { newAddressForm } from '../../../components/address/address-values';
import { Button, buttonClass } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form-field';
import { PinIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useCreateAddressMutation } from '../../../api/address-book';
import { useTranslation } from '../../../i18n/translation';
import { checkoutActions, type CheckoutAction, type CheckoutState } from '../checkout.slice';
import { useAddressWording } from '../hooks/use-address-wording';
import { SavedAddresses } from './saved-addresses';
import { StepCard } from './step-card';

export type AddressListState = {
  addresses: readonly Address[];
  isLoading: boolean;
  error: string | null;
  retry: () => void;
};

type AddressStepProps = {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  addressList: AddressListState;
  /** The address in use: the chosen one, or the first (docs/product.md#checkout-address: first preselected). */
  selectedAddress: Address | null;
  regions: readonly Region[];
  user: UserBrief | null;
};

type TabId = 'old' | 'new';

function NoAddressYet({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 px-4 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
        <PinIcon className="size-6" />
      </span>
      <p className="font-semibold text-neutral-900">{t('checkout.address.noAddress')}</p>
      <p className="max-w-sm text-sm text-neutral-600">{t('checkout.address.noAddressHint')}</p>
      <Button variant="secondary" onClick={onCreate}>
        {t('checkout.address.createTab')}
      </Button>
    </div>
  );
}

function SavedAddressesPanel({
  addressList,
  selectedAddress,
  onSelect,
  onCreate,
  regions,
}: {
  addressList: AddressListState;
  selectedAddress: Address | null;
  onSelect: (guid: string) => void;
  onCreate: () => void;
  regions: readonly Region[];
}) {
  const { t } = useTranslation();
  if (addressList.isLoading)
    return (
      <div aria-busy="true" role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  if (addressList.error)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4">
        <p className="text-sm text-red-800">{t('common.error', { message: addressList.error })}</p>
        <Button variant="secondary" onClick={addressList.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (addressList.addresses.length === 0) return <NoAddressYet onCreate={onCreate} />;
  return (
    <SavedAddresses
      addresses={addressList.addresses}
      selectedGuid={selectedAddress?.guid ?? null}
      onSelect={onSelect}
      regions={regions}
    />
  );
}

function NewAddressPanel({
  regions,
  user,
  onCreated,
}: {
  regions: readonly Region[];
  user: UserBrief | null;
  onCreated: (guid: string) => void;
}) {
  const { t } = useTranslation();
  const wording = useAddressWording();
  const [createAddress] = useCreateAddressMutation();
  // Myanmar (most shoppers) and the shopper's own name, phone and e-mail.
  const myanmar = regions.find((region) => isMyanmar(region.name));

  return (
    <AddressForm
      reading="checkout"
      wording={wording}
      initial={newAddressForm(regions, myanmar?.guid, user)}
      regions={regions}
      submitLabel={t('checkout.address.save')}
      onSave={async (fields) => {
        const result = await createAddress({
          ...fields,
          ...(user ? { ownerGuid: user.guid } : {}),
        });
        if (result.error) return result.error;
        toast.success(t('checkout.address.createdToast'));
        onCreated(result.data);
        return undefined;
      }}
    />
  );
}

const SERVICE_LABEL_KEYS = {
  'Warranty Service': 'checkout.services.warranty',
  'Product Maintenance': 'checkout.services.maintenance',
} as const satisfies Record<Service, string>;

/** docs/product.md#services side panel: Services, Additional Notes, the terms box and the way on. */
function ServicesPanel({
  state,
  dispatch,
  hasAddress,
}: {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  hasAddress: boolean;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const [needsAddress, setNeedsAddress] = useState(false);

  function proceed() {
    if (!hasAddress) {
      setNeedsAddress(true);
      return;
    }
    dispatch(checkoutActions.stepChanged(2));
  }

  return (
    <StepCard title={t('checkout.services.title')} className="lg:sticky lg:top-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('checkout.services.title')}</legend>
        {SERVICE_VALUES.map((service) => (
          <label
            key={service}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 px-3 py-2 has-checked:border-accent has-checked:bg-accent-soft/40"
          >
            <input
              type="radio"
              name="checkout-service"
              value={service}
              checked={state.service === service}
              onChange={() => dispatch(checkoutActions.serviceChosen(service))}
              className="size-5 shrink-0 accent-(--color-accent)"
            />
            <span className="text-sm font-medium text-neutral-900">
              {t(SERVICE_LABEL_KEYS[service])}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-semibold text-neutral-900">
          {t('checkout.services.notes')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={SALE_NOTE_MAX_LENGTH}
          value={state.additionalNote}
          placeholder={t('checkout.services.notesPlaceholder')}
          onChange={(event) => dispatch(checkoutActions.noteChanged(event.target.value))}
          className={controlClass('min-h-24')}
        />
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-neutral-900">
        <input
          type="checkbox"
          checked={state.agreedToTerms}
          onChange={(event) => dispatch(checkoutActions.termsToggled(event.target.checked))}
          className="mt-0.5 size-5 shrink-0 accent-(--color-accent)"
        />
        <span>{t('checkout.services.terms')}</span>
      </label>
      {needsAddress && !hasAddress && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('checkout.address.needAddress')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {/* docs/product.md#services: the terms box must be ticked first. */}
        <Button onClick={proceed} disabled={!state.agreedToTerms} className="w-full">
          {t('checkout.services.proceed')}
        </Button>
        <Link to="/cart" className={buttonClass('ghost', 'w-full')}>
          {t('checkout.services.backToCart')}
        </Link>
      </div>
    </StepCard>
  );
}

/**
 * docs/product.md#checkout-address step 1, 'Shipping Information': saved addresses or a new one, and the Services panel.
 * The tabs remount to return to 'old' after a create (docs/product.md#address-book), which also clears the form.
 */
export function AddressStep({
  state,
  dispatch,
  addressList,
  selectedAddress,
  regions,
  user,
}: AddressStepProps) {
  const { t } = useTranslation();
  const [tabs, setTabs] = useState<{ key: number; tab: TabId }>({ key: 0, tab: 'old' });
  const showTab = (tab: TabId) => setTabs((current) => ({ key: current.key + 1, tab }));

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <StepCard title={t('checkout.address.title')}>
        <Tabs
          key={tabs.key}
          // Both tabs share a phone's width (their labels wrap) instead of one scrolling away.
          className="[&_[role=tab]]:min-w-0 [&_[role=tab]]:flex-1 [&_[role=tab]]:shrink [&_[role=tab]]:justify-center [&_[role=tab]]:px-2 [&_[role=tab]]:py-2 [&_[role=tab]]:text-center sm:[&_[role=tab]]:flex-none sm:[&_[role=tab]]:px-4"
          label={t('checkout.address.title')}
          defaultTabId={tabs.tab}
          tabs={[
            {
              id: 'old',
              label: t('checkout.address.oldTab'),
              content: (
                <SavedAddressesPanel
                  addressList={addressList}
                  selectedAddress={selectedAddress}
                  onSelect={(guid) => dispatch(checkoutActions.addressChosen(guid))}
                  onCreate={() => showTab('new')}
                  regions={regions}
                />
              ),
            },
            {
              id: 'new',
              label: t('checkout.address.createTab'),
              content: (
                <NewAddressPanel
                  regions={regions}
                  user={user}
                  onCreated={(guid) => {
                    // docs/product.md#address-book: the list reloads (the create invalidated it) and the tab returns
                    // to 'old', with the new address chosen.
                    dispatch(checkoutActions.addressChosen(guid));
                    showTab('old');
                  }}
                />
              ),
            },
          ]}
        />
      </StepCard>
      <ServicesPanel state={state} dispatch={dispatch} hasAddress={selectedAddress !== null} />
    </div>
  );
}
