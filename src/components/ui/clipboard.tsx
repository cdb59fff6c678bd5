import { Clipboard } from '@ark-ui/react/clipboard'
import { createStyleContext } from './style-context'
import { clipboard } from '../../../styled-system/recipes'

const { withProvider, withContext } = createStyleContext(clipboard)

export const Root = withProvider(Clipboard.Root, 'root')
export const Control = withContext(Clipboard.Control, 'control')
export const Trigger = withContext(Clipboard.Trigger, 'trigger')
export const Indicator = withContext(Clipboard.Indicator, 'indicator')
export const Context = Clipboard.Context
