import { useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { field, focusRing } from '../../../styled-system/recipes'
import { InlineError } from '../../components/forms/field-frame'
import { useBoundControl } from '../../components/hydration/use-bound-control'
import { isMaterial, materials, type Material } from '../../config/rates'
import { useMaterialNames } from './use-material-names'

/**
 * Material as native radio buttons in a fieldset: arrow keys, form semantics and a visible choice
 * work before hydration and without any widget code. Bound like every form control (no `checked`
 * prop): the prerendered page ticks none (a shared link's material is not known there), a tick
 * made before hydration is kept, and otherwise hydration ticks the form's value. `refused`: a
 * link's material that is none of these, said beside the one ticked in its place.
 */
export function MaterialChoice(props: {
  value: Material
  onChange: (value: Material) => void
  refused?: string
}) {
  const { t } = useLingui()
  const names = useMaterialNames()
  const chosen = names[props.value]
  const given = props.refused
  const notice =
    given === undefined
      ? undefined
      : t({
          id: 'calculator.form.material.refused',
          message: `Länken angav materialet ”${given}”, som kalkylatorn inte har. Valt i stället: ${chosen}.`,
        })
  const { onChange } = props
  const ref = useBoundControl<HTMLFieldSetElement>(
    props.value,
    useCallback((value) => isMaterial(value) && onChange(value), [onChange]),
  )
  return (
    <fieldset
      ref={ref}
      aria-describedby={notice && NOTICE_ID}
      className={css({ display: 'grid', gap: '2', border: 'none', p: '0', m: '0' })}
    >
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
              className={css({ accentColor: 'fg.brand', w: '4', h: '4', flexShrink: 0 })}
            />
            {names[material]}
          </label>
        ))}
      </div>
      {notice && <InlineError id={NOTICE_ID} message={notice} className={field().error} />}
    </fieldset>
  )
}

const NOTICE_ID = 'calculator-material-notice'

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
