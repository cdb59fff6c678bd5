import {
  createContext,
  createElement,
  useContext,
  type ComponentProps,
  type ElementType,
} from 'react'
import { cx } from '../../../styled-system/css'

/** What a Panda config slot recipe looks like at run time (class names per slot). */
interface SlotRecipe<S extends string> {
  __slot: S
  (props?: Record<string, unknown>): Record<S, string>
  splitVariantProps: (
    props: Record<string, unknown>,
  ) => [Record<string, unknown>, Record<string, unknown>]
}

/**
 * Ties Ark UI parts to the slots of a Panda slot recipe: the root computes the slot class names
 * (variants included) and shares them; each part adds its slot's class. Same role as Panda's
 * `createStyleContext`, which also pulls in the styled() JSX factory (~5 KB gzip on every page) –
 * these wrappers only ever pass class names.
 */
export function createStyleContext<S extends string>(recipe: SlotRecipe<S>) {
  const Classes = createContext<Partial<Record<S, string>>>({})

  function withProvider<T extends ElementType>(Component: T, slot: S) {
    return function StyledRoot(props: ComponentProps<T> & Record<string, unknown>) {
      const [variants, rest] = recipe.splitVariantProps(props)
      const classes = recipe(variants)
      return createElement(
        Classes.Provider,
        { value: classes },
        createElement(Component, {
          ...rest,
          className: cx(classes[slot], rest.className as string),
        }),
      )
    }
  }

  function withContext<T extends ElementType>(Component: T, slot: S) {
    return function StyledPart(props: ComponentProps<T>) {
      const classes = useContext(Classes)
      const className = (props as { className?: string }).className
      return createElement(Component, { ...props, className: cx(classes[slot], className) })
    }
  }

  return { withProvider, withContext }
}
