import { useState } from 'react';
import type { NotificationPreferences } from '@storefront/contract/notifications';
import { PushSwitch } from '../../../components/notifications/push-switch';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useGetConsolePreferencesQuery,
  useSaveConsolePreferencesMutation,
} from '../api/console-notifications';
import { useSellerErrorText } from '../seller-errors';
import { useSellerTranslation, type SellerKey } from '../seller-strings';
import { ConsoleTitle } from './console-title';
import { useConsolePushCalls } from './console-bell';

const CHOICES: Array<{ key: keyof NotificationPreferences; label: SellerKey; hint: SellerKey }> = [
  {
    key: 'newOrders',
    label: 'owner.settings.newOrders',
    hint: 'owner.settings.newOrdersHint',
  },
  { key: 'push', label: 'owner.settings.push', hint: 'owner.settings.pushHint' },
  { key: 'email', label: 'owner.settings.email', hint: 'owner.settings.emailHint' },
];

/**
 * /seller/settings: how the signed-in staff member or owner hears of new orders
 * (docs/decisions/0034-notifications.md#in-the-web-app): notices of new orders at all, by push,
 * by e-mail, and push on this device (the browser's permission and subscription).
 */
export function SellerSettingsScreen() {
  const { t } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const { data, isError, refetch } = useGetConsolePreferencesQuery();
  const [save, { isLoading: isSaving, error: saveError, isSuccess, reset }] =
    useSaveConsolePreferencesMutation();
  // What the person changed, over what the server holds.
  const [edits, setEdits] = useState<Partial<NotificationPreferences>>({});
  const values = data ? { ...data, ...edits } : null;
  const pushCalls = useConsolePushCalls();

  const change = (key: keyof NotificationPreferences, on: boolean) => {
    reset();
    setEdits((current) => ({ ...current, [key]: on }));
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle title={t('owner.settings.title')} />
      <h1 className="text-2xl font-bold text-neutral-900">{t('owner.settings.title')}</h1>

      <section
        aria-labelledby="settings-device"
        className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-4"
      >
        <h2 id="settings-device" className="text-lg font-bold text-neutral-900">
          {t('owner.settings.deviceTitle')}
        </h2>
        <p className="text-sm text-neutral-700">{t('owner.settings.deviceIntro')}</p>
        <div className="-mx-2">
          <PushSwitch calls={pushCalls} />
        </div>
      </section>

      <section
        aria-labelledby="settings-channels"
        className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4"
      >
        <h2 id="settings-channels" className="text-lg font-bold text-neutral-900">
          {t('owner.settings.channelsTitle')}
        </h2>
        {isError && !values ? (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="text-sm text-red-700">
              {t('owner.settings.loadFailed')}
            </p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('owner.settings.retry')}
            </Button>
          </div>
        ) : !values ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void save(values);
            }}
          >
            {CHOICES.map((choice) => (
              <label key={choice.key} className="flex min-h-11 cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  checked={values[choice.key]}
                  onChange={(event) => change(choice.key, event.target.checked)}
                  aria-describedby={`settings-${choice.key}-hint`}
                  className="mt-1 size-5 shrink-0 accent-(--color-accent)"
                />
                <span className="flex flex-col">
                  <span className="font-medium text-neutral-900">{t(choice.label)}</span>
                  <span id={`settings-${choice.key}-hint`} className="text-sm text-neutral-700">
                    {t(choice.hint)}
                  </span>
                </span>
              </label>
            ))}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={isSaving}>
                {isSaving ? t('owner.settings.saving') : t('owner.settings.save')}
              </Button>
              <p aria-live="polite" className="text-sm">
                {isSuccess && <span className="text-green-800">{t('owner.settings.saved')}</span>}
                {saveError && <span className="text-red-700">{errorText(saveError)}</span>}
              </p>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
