import type { ComponentProps } from 'react'
import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { i18n, loadCatalogs } from '../../../../src/i18n/catalogs'
import { EditorI18n } from '../../src/i18n/editor-i18n'
import { uiI18n } from '../../src/i18n/ui-language'
import { EntryRow } from '../../src/row/entry-row'

type RowProps = ComponentProps<typeof EntryRow>
const noop = () => {}

/**
 * One editor row as the table renders it, in the interface language `lang` (the editor's real
 * catalogue): the row tests of the glossary, refusals, suggestions and history. A row that asks
 * the API (suggestions, history) gets the `client` it is given; the others need none.
 */
export async function renderEntryRow(
  lang: 'sv' | 'en',
  props: Partial<RowProps> & Pick<RowProps, 'entry'>,
  client?: QueryClient,
) {
  // The app's route in `lang` (the host's labels), the interface in both languages: a test that
  // switches the app's language sees the row follow at once.
  await Promise.all([
    loadCatalogs(lang, ['editor'], { activate: true }),
    uiI18n('sv'),
    uiI18n('en'),
  ])
  const row = (
    <I18nProvider i18n={i18n}>
      <EditorI18n>
        <EntryRow
          fileId="home"
          index={0}
          dirty={false}
          onEdit={noop}
          measure={noop}
          onCellKeyDown={noop}
          onSelect={noop}
          {...props}
        />
      </EditorI18n>
    </I18nProvider>
  )
  return render(client ? <QueryClientProvider client={client}>{row}</QueryClientProvider> : row)
}
