import { NavigationMenu } from '@ark-ui/react/navigation-menu'
import { createStyleContext } from '../../../styled-system/jsx'
import { navigationMenu } from '../../../styled-system/recipes'

// Ark's navigation menu: disclosure buttons with lists of links (not ARIA menus); Escape,
// outside click and focus return come with it.
const { withProvider, withContext } = createStyleContext(navigationMenu)

export const Root = withProvider(NavigationMenu.Root, 'root')
export const List = withContext(NavigationMenu.List, 'list')
export const Item = withContext(NavigationMenu.Item, 'item')
export const Trigger = withContext(NavigationMenu.Trigger, 'trigger')
export const ItemIndicator = withContext(NavigationMenu.ItemIndicator, 'itemIndicator')
export const Content = withContext(NavigationMenu.Content, 'content')
export const Link = withContext(NavigationMenu.Link, 'link')
