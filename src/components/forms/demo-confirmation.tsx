import type { ReactNode, Ref } from 'react'
import { css, cx } from '../../../styled-system/css'
import { focusRing } from '../../../styled-system/recipes'

/** The result of a valid submit: nothing was sent; says what the real service would do. */
export function DemoConfirmation({
  ref,
  ...props
}: {
  title: ReactNode
  children: ReactNode
  ref?: Ref<HTMLDivElement>
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={cx(
        focusRing({ when: 'focused' }),
        css({
          borderLeftWidth: '6px',
          borderColor: 'border.brand',
          bg: 'bg.brandSubtle',
          color: 'fg.default',
          borderRadius: 'md',
          p: '5',
          display: 'grid',
          gap: '2',
        }),
      )}
    >
      <p className={css({ fontWeight: '700', fontSize: 'lg' })}>{props.title}</p>
      <div className={css({ color: 'fg.default' })}>{props.children}</div>
    </div>
  )
}

/** "This is a mockup" note shown above the demo forms. */
export function DemoNotice({ children }: { children: ReactNode }) {
  return (
    <div
      className={css({
        borderWidth: '2px',
        borderStyle: 'dashed',
        borderColor: 'border.strong',
        bg: 'bg.subtle',
        color: 'fg.default',
        borderRadius: 'md',
        p: '4',
        textStyle: 'small',
      })}
    >
      {children}
    </div>
  )
}
