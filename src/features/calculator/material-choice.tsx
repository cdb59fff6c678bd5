import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { focusRing } from '../../../styled-system/recipes'
import { materials, type Material } from './rates'
import { useMaterialNames } from './use-material-names'

/**
 * Material as native radio buttons in a fieldset: arrow keys, form semantics and a visible choice
 * work before hydration and without any widget code.
 */
export function MaterialChoice(props: {
  value: Material
  /** Before hydration none is ticked: a shared link's material is not known yet. */
  pending: boolean
  onChange: (value: Material) => void
}) {
  const names = useMaterialNames()
  return (
    <fieldset className={css({ display: 'grid', gap: '2', border: 'none', p: '0', m: '0' })}>
      <legend className={css({ fontWeight: '600', color: 'fg.default', mb: '2' })}>
        <Trans id="calculator.form.material.label">Material</Trans>
      </legend>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: '2',
        })}
      >
        {materials.map((material) => (
          <label key={material} className={option}>
            <input
              type="radio"
              name="material"
              value={material}
              checked={!props.pending && props.value === material}
              onChange={() => props.onChange(material)}
              className={css({ accentColor: 'fg.brand', w: '4', h: '4', flexShrink: 0 })}
            />
            {names[material]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

// The card shows the site's focus ring while its radio has keyboard focus.
const option = cx(
  focusRing({ when: 'within' }),
  css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    bg: 'bg.canvas',
    color: 'fg.default',
    cursor: 'pointer',
    '&:has(input:checked)': {
      borderColor: 'border.brand',
      borderWidth: '2px',
      bg: 'bg.brandSubtle',
      fontWeight: '600',
    },
  }),
)
