import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { LayoutError, readCatalogueLayout } from './catalogue-layout.ts'
import { checkExtract, describeChange } from './extract-check.ts'
import { takeExtractLock } from './extract-lock.ts'

/**
 * `lingui-translation-editor <command>`, run in the app's root:
 * - `extract [lingui extract's options]`: Lingui's `extract`, holding the editor's lock while it
 *   rewrites the catalogues (the dev server's saves wait for it), then marking the English of every
 *   message whose Swedish changed as outdated (extract-lock.ts). The app's `npm run extract`.
 *   A second extract, whoever starts it, waits for the first to finish.
 * - `extract --check [options]`: the same extract on a temporary copy of the catalogues, which
 *   reports every catalogue it would change (exit code 1) and writes none (extract-check.ts).
 */
const usage = 'Usage: lingui-translation-editor extract [--check] [options of `lingui extract`]'

export async function main(args: readonly string[], root = process.cwd()): Promise<number> {
  const [command, ...rest] = args
  if (command !== 'extract') {
    console.error(usage)
    return 2
  }
  // Of several languages to translate into, the one the editor's are (its plugin's targetLocale).
  const target = rest.find((o) => o.startsWith('--target-locale='))
  const options = rest.filter((o) => o !== target)
  let layout
  try {
    layout = await readCatalogueLayout(root, { targetLocale: target?.split('=')[1] })
  } catch (e) {
    if (!(e instanceof LayoutError)) throw e
    console.error(
      e.message.replace('translationEditor({ targetLocale })', '--target-locale=<code>'),
    )
    return 2
  }
  // The app's own Lingui: its extract, with its config (the `lingui` command, beside its entry).
  const cli = join(
    dirname(createRequire(join(root, 'package.json')).resolve('@lingui/cli')),
    'lingui.js',
  )
  const waiting = (pid: number) =>
    console.error(`Another extract (process ${pid}) is rewriting the catalogues: waiting for it`)
  if (options.includes('--check')) {
    const { code, changed } = await checkExtract(
      layout,
      (config) =>
        run(
          process.execPath,
          [cli, 'extract', '--config', config, ...options.filter((o) => o !== '--check')],
          root,
          true,
        ),
      waiting,
    )
    for (const file of changed) console.error(describeChange(file))
    if (changed.length) console.error('Run `npm run extract` (this check wrote nothing).')
    return code || (changed.length ? 1 : 0)
  }
  const lock = options.includes('--watch') ? undefined : await takeExtractLock(layout, waiting)
  const code = await run(process.execPath, [cli, 'extract', ...options], root)
  lock?.release(code === 0)
  return code
}

/** Runs a command to its end; a stop signal to this process is passed on, and waited for. */
function run(command: string, args: string[], cwd: string, quiet = false): Promise<number> {
  return new Promise((resolve) => {
    // A check's extract reports only its errors: its statistics are of the copy.
    const child = spawn(command, args, {
      cwd,
      stdio: ['inherit', quiet ? 'ignore' : 'inherit', 'inherit'],
    })
    const pass = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', pass).on('SIGTERM', pass)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', pass).off('SIGTERM', pass)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}
