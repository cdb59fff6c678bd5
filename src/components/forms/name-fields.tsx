import { Trans } from '@lingui/react/macro'
import { FieldPair } from './field-pair'
import { withFieldGroup } from './form-hook'

/**
 * First and last name side by side (given-name / family-name autocomplete), for any site form
 * whose values have them: `<NameFields form={form} fields={{ firstName: 'firstName', lastName:
 * 'lastName' }} />`. The rules are zod-fields.ts's `firstName` and `lastName`.
 */
export const NameFields = withFieldGroup({
  defaultValues: { firstName: '', lastName: '' },
  render: function NameFields({ group }) {
    return (
      <FieldPair>
        <group.AppField name="firstName">
          {(f) => (
            <f.TextField
              autoComplete="given-name"
              label={<Trans id="common.form.firstName.label">Förnamn</Trans>}
            />
          )}
        </group.AppField>
        <group.AppField name="lastName">
          {(f) => (
            <f.TextField
              autoComplete="family-name"
              label={<Trans id="common.form.lastName.label">Efternamn</Trans>}
            />
          )}
        </group.AppField>
      </FieldPair>
    )
  },
})
