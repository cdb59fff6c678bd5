import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { setupI18n } from '@lingui/core'
import { I18nProvider, Trans, useLingui } from '@lingui/react'
import { linguiCheckedWith, recordRenders } from '../../src/in-context/lingui-adapter'

// The in-context overlay's one reliance on how Lingui renders (src/in-context/lingui-adapter.ts):
// every way an app renders a message passes through the instance's `_` or `t`. These fail when a
// Lingui version renders past them, or when another version is installed (check it again, then
// move the pin).

const installed = (name: string) => {
  const entry = createRequire(import.meta.url).resolve(name)
  let dir = dirname(entry)
  while (!dir.endsWith(join('node_modules', ...name.split('/')))) dir = dirname(dir)
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version
}

function recordingInstance() {
  const i18n = setupI18n({
    locale: 'en',
    messages: {
      en: { 'shop.title': 'Bike shop', 'shop.hello': 'Hello {name}', 'shop.search': 'Search' },
    },
  })
  const seen: [string, string][] = []
  recordRenders(i18n, (id, text) => seen.push([id, text]))
  return { i18n, seen }
}

// useLingui()'s `_` (what the `t` macro of @lingui/react/macro compiles to).
function Hooked() {
  const { _ } = useLingui()
  return (
    <>
      <p>{_({ id: 'shop.search' })}</p>
      <p>{_('shop.hello', { name: 'Ada' })}</p>
    </>
  )
}

describe('the in-context overlay’s Lingui adapter', () => {
  it('is checked against the Lingui installed', () => {
    expect(installed('@lingui/core')).toBe(linguiCheckedWith)
    expect(installed('@lingui/react')).toBe(linguiCheckedWith)
  })

  it('learns the id and text of what <Trans> and useLingui() render under <I18nProvider>', () => {
    const { i18n, seen } = recordingInstance()
    render(
      <I18nProvider i18n={i18n}>
        <h1>
          <Trans id="shop.title" />
        </h1>
        <Hooked />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading')).toHaveTextContent('Bike shop')
    expect(seen).toEqual(
      expect.arrayContaining([
        ['shop.title', 'Bike shop'],
        ['shop.search', 'Search'],
        ['shop.hello', 'Hello Ada'],
      ]),
    )
  })

  it('learns what the instance renders outside React (`_` and `t`, by id or descriptor)', () => {
    const { i18n, seen } = recordingInstance()
    expect(i18n._({ id: 'shop.title' })).toBe('Bike shop')
    expect(i18n.t('shop.hello', { name: 'Bo' })).toBe('Hello Bo')
    expect(seen).toEqual([
      ['shop.title', 'Bike shop'],
      ['shop.hello', 'Hello Bo'],
    ])
  })
})
