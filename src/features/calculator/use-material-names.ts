import { useLingui } from '@lingui/react/macro'
import type { Material } from '../../config/rates'

/** Translated material names ("Trä" / "Wood"), for the form, the result and the rates table. */
export function useMaterialNames(): Record<Material, string> {
  const { t } = useLingui()
  return {
    wood: t({ id: 'calculator.material.wood', message: 'Trä' }),
    plastic: t({ id: 'calculator.material.plastic', message: 'Plast' }),
    steel: t({ id: 'calculator.material.steel', message: 'Stål' }),
  }
}
