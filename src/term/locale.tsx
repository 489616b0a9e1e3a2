/**
 * The language of a screen, handed to every component through React
 * context, as a theme would be: `<LocaleProvider lang="de">` at the root,
 * `useLang()` in a component, which takes its words by that language
 * (`seatWords(lang)`, `coreWords(lang)`, …). A component outside any
 * provider is a mistake, not an English screen: useLang throws.
 */

import React, { createContext, useContext } from 'react';
import type { Lang } from '../i18n/lang.js';

const LangContext = createContext<Lang | null>(null);

export function LocaleProvider({ lang, children }: { readonly lang: Lang; readonly children: React.ReactNode }): React.JSX.Element {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The language of the screen around the component (its LocaleProvider's). */
export function useLang(): Lang {
  const lang = useContext(LangContext);
  if (lang === null) throw new Error('A screen has no language: render it inside a LocaleProvider');
  return lang;
}
