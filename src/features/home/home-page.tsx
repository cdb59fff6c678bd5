import { useLang } from '../../i18n/use-lang'
import { HomeClosing } from './home-closing'
import { HomeFigures } from './home-figures'
import { HomeHero } from './home-hero'
import { HomeStory } from './home-story'

export function HomePage() {
  const lang = useLang()
  return (
    <>
      <HomeHero lang={lang} />
      <HomeStory lang={lang} />
      <HomeFigures lang={lang} />
      <HomeClosing lang={lang} />
    </>
  )
}
