declare module 'virtual:lingui-translation-editor/ui-language' {
  const option: 'sv' | 'en' | 'auto'
  export default option
}
declare module 'virtual:lingui-translation-editor/ui-catalogues' {
  type Language = 'sv' | 'en'
  type Messages = import('@lingui/core').Messages
  /** Each language's catalogue, loaded on first use. */
  export const load: Record<Language, () => Promise<{ messages: Messages }>>
  /** The catalogues already in (a server render's: all of them). */
  export const loaded: Partial<Record<Language, Messages>>
}
