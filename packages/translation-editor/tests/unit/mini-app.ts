import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * A Lingui app of one file and one catalogue (`home`, a namespace of the host's), for the editor's
 * command-line tests: a real `lingui extract` over it takes a second, not the host app's ten. Its
 * node_modules is the workspace's (Lingui, its extractor, this package).
 */
export function miniApp(messages: Record<string, string>, english: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'editor-mini-app-'))
  const workspace = resolve(import.meta.dirname, '../../../..')
  symlinkSync(join(workspace, 'node_modules'), join(root, 'node_modules'))
  writeFileSync(join(root, 'package.json'), '{ "type": "module", "private": true }\n')
  writeFileSync(
    join(root, 'lingui.config.ts'),
    `import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
export default defineConfig({
  sourceLocale: 'sv',
  locales: ['sv', 'en'],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [{ path: '<rootDir>/locales/{locale}/home', include: ['<rootDir>/src'] }],
})
`,
  )
  const writeCode = (texts: Record<string, string>) => {
    mkdirSync(join(root, 'src'), { recursive: true })
    const lines = Object.entries(texts).map(
      ([id, text], i) =>
        `export const m${i} = msg({ id: ${JSON.stringify(id)}, message: ${JSON.stringify(text)} })`,
    )
    writeFileSync(
      join(root, 'src/messages.ts'),
      `import { msg } from '@lingui/core/macro'\n${lines.join('\n')}\n`,
    )
  }
  const po = (texts: Record<string, string>) =>
    header +
    Object.entries(texts)
      .map(
        ([id, text]) =>
          `\n#. js-lingui-explicit-id\n#: src/messages.ts\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(text)}\n`,
      )
      .join('')
  writeCode(messages)
  mkdirSync(join(root, 'locales/sv'), { recursive: true })
  mkdirSync(join(root, 'locales/en'), { recursive: true })
  writeFileSync(join(root, 'locales/sv/home.po'), po(messages))
  writeFileSync(join(root, 'locales/en/home.po'), po(english))
  return {
    root,
    /** A developer's edit of the Swedish in the code. */
    writeCode,
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

// As Lingui writes it.
const header = `msgid ""
msgstr ""
${['MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', 'X-Generator: @lingui/cli', 'Project-Id-Version: ', 'Report-Msgid-Bugs-To: ', 'POT-Creation-Date: ', 'PO-Revision-Date: ', 'Last-Translator: ', 'Language: ', 'Language-Team: ', 'Plural-Forms: '].map((line) => `"${line}\\n"`).join('\n')}
`

const bin = join(import.meta.dirname, '../../bin/lingui-translation-editor.js')

/**
 * `lingui-translation-editor <args>` in `root`; its exit code and its error output. Lingui's
 * extract runs on one thread (`--workers 1`): the app has one file, and each of Lingui's worker
 * threads (both cores on a 2-core machine) would load Babel and the macro again to share out
 * nothing.
 */
export function runEditorCommand(root: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [bin, ...args, '--workers', '1'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => (stderr += String(d)))
  child.stdout.resume()
  const done = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
  return { done, stderr: () => stderr }
}
