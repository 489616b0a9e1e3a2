/**
 * The catalog of the game's language, handed to every screen through React
 * context, as a theme would be: `<LocaleProvider lang="de">` at the root,
 * `useText()` in a component.
 */

import React, { createContext, useContext } from 'react';
import { catalogFor, type Catalog, type Lang } from '../i18n/catalog.js';
import { en } from '../i18n/en.js';

const TextContext = createContext<Catalog>(en);

export function LocaleProvider({ lang, children }: { readonly lang: Lang; readonly children: React.ReactNode }): React.JSX.Element {
  return <TextContext.Provider value={catalogFor(lang)}>{children}</TextContext.Provider>;
}

/** The current language's catalog (English outside a provider). */
export function useText(): Catalog {
  return useContext(TextContext);
}
