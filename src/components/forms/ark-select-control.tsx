import { useMemo } from 'react'
import * as Select from '../ui/select'
import { ChevronDownIcon } from '../ui/icons'
import type { ControlAria } from './form-field'
import type { BoundField } from './field-error'
import type { SelectOption } from './select-field'

/** The enhanced control of SelectField: an Ark select (listbox, arrow keys, type-ahead). */
export function ArkSelectControl(props: {
  field: BoundField<string>
  aria: ControlAria
  placeholder: string
  options: SelectOption[]
}) {
  const f = props.field
  const collection = useMemo(
    () => Select.createListCollection<unknown>({ items: props.options }),
    [props.options],
  )
  return (
    <Select.Root
      collection={collection}
      ids={{ trigger: props.aria.id, label: `${props.aria.id}-label` }}
      value={f.state.value ? [f.state.value] : []}
      onValueChange={(d) => f.handleChange(d.value[0] ?? '')}
      onOpenChange={(d) => {
        if (!d.open) f.handleBlur()
      }}
      positioning={{ sameWidth: true }}
    >
      <Select.Control>
        <Select.Trigger
          aria-describedby={props.aria['aria-describedby']}
          aria-invalid={props.aria['aria-invalid']}
          onBlur={(e) => {
            // Opening the list moves focus into it; that is not leaving the field.
            if (e.currentTarget.dataset.state !== 'open') f.handleBlur()
          }}
        >
          <Select.ValueText placeholder={props.placeholder} />
          <Select.Indicator>
            <ChevronDownIcon size={20} />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {props.options.map((option) => (
            <Select.Item key={option.value} item={option}>
              <Select.ItemText>{option.label}</Select.ItemText>
              <Select.ItemIndicator>
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="3" />
                </svg>
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  )
}
