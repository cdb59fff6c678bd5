import { useLang } from '../../i18n/use-lang'
import { HomeClosing } from './home-closing'
import { HomeFigures } from './home-figures'
import { HomeStory } from './home-story'

/** Everything of the home page after its first screen (home-sections.ts). */
export function HomeBelowFold() {
  const lang = useLang()
  return (
    <>
      <HomeStory />
      <HomeFigures lang={lang} />
      <HomeClosing lang={lang} />
    </>
  )
}
