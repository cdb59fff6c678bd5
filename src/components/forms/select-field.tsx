import { useMemo, type ReactNode } from 'react'
import { field } from '../../../styled-system/recipes'
import * as Select from '../ui/select'
import { ChevronDownIcon } from '../ui/icons'
import { FormField } from './form-field'
import { visibleError, type BoundField } from './field-error'
import { useHydrated } from './use-hydrated'

export interface SelectOption {
  value: string
  label: string
}

/**
 * A single choice. The prerendered page (and a visitor without JavaScript) gets a native
 * <select>; after hydration it becomes an Ark select (listbox with type-ahead and arrow keys).
 * Only one of the two exists at a time, and Ark's hidden native select is left out, so assistive
 * technology never meets the control twice.
 */
export function SelectField(props: {
  field: BoundField<string>
  id: string
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  placeholder: string
  options: SelectOption[]
  submitted: boolean
}) {
  const hydrated = useHydrated()
  const f = props.field
  const collection = useMemo(
    () => Select.createListCollection<unknown>({ items: props.options }),
    [props.options],
  )
  return (
    <FormField
      id={props.id}
      label={props.label}
      hint={props.hint}
      optional={props.optional}
      error={visibleError(f, props.submitted)}
    >
      {(aria) =>
        hydrated ? (
          <Select.Root
            collection={collection}
            ids={{ trigger: props.id, label: `${props.id}-label` }}
            value={f.state.value ? [f.state.value] : []}
            onValueChange={(d) => f.handleChange(d.value[0] ?? '')}
            onOpenChange={(d) => {
              if (!d.open) f.handleBlur()
            }}
            positioning={{ sameWidth: true }}
          >
            <Select.Control>
              <Select.Trigger
                aria-describedby={aria['aria-describedby']}
                aria-invalid={aria['aria-invalid']}
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
                        <path
                          d="m5 12 5 5 9-10"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="3"
                        />
                      </svg>
                    </Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Positioner>
          </Select.Root>
        ) : (
          <select {...aria} name={f.name} defaultValue={f.state.value} className={field().control}>
            <option value="">{props.placeholder}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      }
    </FormField>
  )
}
