import { useLang } from '../../i18n/use-lang'
import { HomeChallenges } from './home-challenges'
import { HomeHero } from './home-hero'
import { HomeBelowFold } from './home-sections'

export function HomePage() {
  const lang = useLang()
  return (
    <>
      <HomeHero lang={lang} />
      <HomeChallenges lang={lang} />
      <HomeBelowFold />
    </>
  )
}
