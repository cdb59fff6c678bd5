// TanStack Form's form groups (`form.FormGroup`, `useFormGroup`): no form of the site uses them, yet
// `useForm` attaches the group component to every form, so the group's whole API
// shipped with every form page. The build resolves the package's own module to this one
// (vite.config.ts, `withoutFormGroups`); a form that ever needs groups removes that plugin.
const unused = (): never => {
  throw new Error('TanStack Form groups are left out of this build (vite.config.ts)')
}

export const FormGroup = unused
export const useFormGroup = unused
