import { Accordion } from '@ark-ui/react/accordion'
import { createStyleContext } from './style-context'
import { accordion } from '../../../styled-system/recipes'

const { withProvider, withContext } = createStyleContext(accordion)

export const Root = withProvider(Accordion.Root, 'root')
export const Item = withContext(Accordion.Item, 'item')
export const ItemTrigger = withContext(Accordion.ItemTrigger, 'itemTrigger')
export const ItemIndicator = withContext(Accordion.ItemIndicator, 'itemIndicator')
export const ItemContent = withContext(Accordion.ItemContent, 'itemContent')
