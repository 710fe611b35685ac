import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { i18n } from './i18n';
import type { TFunction } from './translator';

export type Translation = {
  /** Translates a typed key in the current language (fixed to that language). */
  t: TFunction;
  /** The translator, for `i18n.language` (the BCP 47 tag: 'en' or 'my'). */
  i18n: typeof i18n;
};

type Current = Translation & { language: string };

function current(instance: typeof i18n): Current {
  return { t: instance.fixedT(instance.language), i18n: instance, language: instance.language };
}

const TranslationContext = createContext<Current | null>(null);

/**
 * The app's one subscription to the translator (decision 0013): a new `t` for everything below when
 * the language changes or its strings arrive. A hook per component (react-i18next's) subscribes,
 * checks the namespaces and builds a `t` for every product card, price and star row on a page.
 */
export function TranslationProvider({
  children,
  instance = i18n,
}: {
  children: ReactNode;
  /** The server's instance for the page's language; the browser's own by default. */
  instance?: typeof i18n;
}) {
  const [translation, setTranslation] = useState(() => current(instance));

  useEffect(() => {
    const refresh = () => setTranslation(current(instance));
    const stopLanguage = instance.onLanguageChanged(refresh);
    const stopStrings = instance.onStringsAdded(refresh);
    // A change between the first render and this subscription would otherwise be missed.
    if (translation.language !== instance.language) refresh();
    return () => {
      stopLanguage();
      stopStrings();
    };
    // Subscribes once; `translation` is only read to catch a change made before that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <TranslationContext value={translation}>{children}</TranslationContext>;
}

/** `t` and the translator, re-rendering the caller when the language changes. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation is used outside <TranslationProvider>');
  return translation;
}
