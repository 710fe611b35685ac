import type { AddressFormWording } from '../../../components/address/address-form';
import { useTranslation } from '../../../i18n/translation';
import { serverMessageOf } from '../../../lib/api';
import { serverErrorOf, serverHintsOf } from '../../../lib/server-error';

/**
 * The checkout's words for the address form: one message names the missing field, and the
 * server's reasons, written in English, are kept for English shoppers and pointed at in Burmese.
 */
export function useAddressWording(): AddressFormWording {
  const { t, i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  const labels = {
    name: t('checkout.address.name'),
    email: t('checkout.address.email'),
    primaryPhone: t('checkout.address.primaryPhone'),
    otherPhones: t('checkout.address.otherPhones'),
    country: t('checkout.address.country'),
    townshipGuid: t('checkout.address.township'),
    street: t('checkout.address.street'),
    address: t('checkout.address.address'),
    comment: t('checkout.address.comment'),
  };
  return {
    labels,
    optional: t('checkout.address.optional'),
    chooseCountry: t('checkout.address.chooseCountry'),
    chooseTownship: t('checkout.address.chooseTownship'),
    loadingTownships: t('checkout.address.loadingTownships'),
    addressPlaceholder: t('checkout.address.addressPlaceholder'),
    commentPlaceholder: t('checkout.address.commentPlaceholder'),
    division: (division) => {
      if (division === 'Yangon') return t('checkout.address.divisionYangon');
      if (division === 'Mandalay') return t('checkout.address.divisionMandalay');
      return division;
    },
    fieldError: (field, error) => {
      if (error === 'invalidEmail') return t('checkout.address.invalidEmail');
      if (error === 'invalidPhone') return t('checkout.address.invalidPhone');
      // A drop-down is chosen, not filled in.
      if (field === 'country' || field === 'townshipGuid')
        return t('checkout.address.selectRequired', { field: labels[field] });
      return t('checkout.address.required', { field: labels[field] });
    },
    serverFieldError: (field, error) =>
      isEnglish ? error.message : t('checkout.address.checkField', { field: labels[field] }),
    formError: (error) => {
      // A full address book: the server sends the most it keeps as the refusal's hint.
      const max = Number(serverHintsOf(error)[0]);
      if (serverErrorOf(error).code === 'addressBookFull' && Number.isFinite(max))
        return t('account.errors.addressBookFull', { max });
      return (isEnglish && serverMessageOf(error)) || t('checkout.address.saveFailed');
    },
  };
}
