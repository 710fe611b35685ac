import { useState } from 'react';
import { TextInputField, type TextInputFieldProps } from '../../../components/ui/text-input-field';
import { useTranslation } from '../../../i18n/translation';

/** A password input with a Show / Hide button, so a shopper on a phone can check what they typed. */
export function PasswordField(props: Omit<TextInputFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  return (
    <TextInputField
      {...props}
      type={isShown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          onClick={() => setShown((shown) => !shown)}
          aria-label={isShown ? t('auth.hidePassword') : t('auth.showPassword')}
          className="min-h-11 min-w-16 rounded-md px-2 text-sm font-semibold text-accent hover:text-accent-strong"
        >
          {isShown ? t('auth.hide') : t('auth.show')}
        </button>
      }
    />
  );
}
