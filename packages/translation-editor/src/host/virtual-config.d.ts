declare module 'virtual:lingui-translation-editor/config' {
  /** The language code of each role (the app's lingui.config). */
  export const languages: { readonly source: string; readonly target: string }
  /** What the browser storage's keys and the export's file names carry (the plugin's `name`). */
  export const storageName: string
  /** Each namespace's catalogue path, relative to the app's root, with `{locale}`, without `.po`. */
  export const catalogues: Readonly<Record<string, string>>
  /** The catalogues as this build has them, as raw `.po` text: namespace -> role -> loader. */
  export const files: Readonly<
    Record<string, Partial<Record<'source' | 'target', () => Promise<string>>>>
  >
}
