declare module 'virtual:lingui-translation-editor/host' {
  const host: import('./editor-host').EditorHost
  export default host
}
