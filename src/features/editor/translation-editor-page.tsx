import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function TranslationEditorPage() {
  return (
    <PageIntro
      title={<Trans id="editor.intro.title">Översättningar</Trans>}
      lead={<Trans id="editor.intro.lead">Redigera webbplatsens svenska och engelska texter och exportera dem till Lingui-katalogerna.</Trans>}
    />
  )
}
