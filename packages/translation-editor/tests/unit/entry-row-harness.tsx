import type { ComponentProps } from 'react'
import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { i18n, loadCatalogs } from '../../../../src/i18n/catalogs'
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
  await loadCatalogs(lang, ['editor'], { activate: true })
  const row = (
    <I18nProvider i18n={i18n}>
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
    </I18nProvider>
  )
  return render(client ? <QueryClientProvider client={client}>{row}</QueryClientProvider> : row)
}
