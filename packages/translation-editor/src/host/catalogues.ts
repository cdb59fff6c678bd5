// From the host app (see languages.ts): its catalogues, one per namespace.
export { isNamespace, namespaces, type Namespace } from '../../../../src/shared/catalogues'
