import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderEditor } from './render-editor'

// The editor renders the real router, catalogues and API: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 })

const heading = (id: string) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`^${id}\\.po`) })

describe('a link to the editor', () => {
  it('with a key and no file opens the file that holds the key, at that row', async () => {
    await renderEditor('sv', '?key=legal.privacy.data.user.email')
    expect(await heading('legal')).toBeInTheDocument()
    expect(await screen.findByTestId('editor-preview')).toHaveTextContent(
      'legal.privacy.data.user.email',
    )
    expect(screen.getByPlaceholderText('Sök nyckel eller text...')).toHaveValue('')
    expect(screen.queryByTestId('editor-link-notice')).not.toBeInTheDocument()
  })

  it('with a file that does not exist says so, and shows common', async () => {
    await renderEditor('sv', '?file=nope')
    expect(await heading('common')).toBeInTheDocument()
    expect(await screen.findByTestId('editor-link-notice')).toHaveTextContent(
      'Filen ”nope” i länken finns inte. Visar common.po.',
    )
  })

  it('with a key no file holds says so, in English on the English page', async () => {
    await renderEditor('en', '?key=home.gone')
    expect(await heading('common')).toBeInTheDocument()
    expect(await screen.findByTestId('editor-link-notice')).toHaveTextContent(
      'The key home.gone in the link is not in any file. Showing common.po.',
    )
  })

  it('with a key its file does not hold says so', async () => {
    await renderEditor('en', '?file=home&key=legal.privacy.data.user.email')
    expect(await heading('home')).toBeInTheDocument()
    expect(await screen.findByTestId('editor-link-notice')).toHaveTextContent(
      'The key legal.privacy.data.user.email in the link is not in home.po.',
    )
  })
})
