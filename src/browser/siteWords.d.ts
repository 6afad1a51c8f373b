// The browser's words in the site's language (src/integration/siteWords.ts).
declare module 'virtual:site-words' {
  type Strings = import('../presentation/strings/catalog.ts').Strings;
  export const copy: Strings['copy'];
  export const search: Strings['search'];
  export const searchResults: Strings['searchResults'];
  export const tryItStatus: Strings['tryItStatus'];
  export const samples: Strings['samples'];
  export const pageMenu: Strings['pageMenu'];
  export const theme: Strings['theme'];
}

// The try-it client's words, imported with the client on the first click.
declare module 'virtual:site-words/try-it' {
  type Strings = import('../presentation/strings/catalog.ts').Strings;
  export const tryItClient: Strings['tryItClient'];
}
