/** Saves a text or bytes as a file through the browser's download (an anchor is the API). */
export function download(filename: string, data: string | Uint8Array, type: string) {
  const blob = new Blob([data as BlobPart], {
    type: typeof data === 'string' ? `${type};charset=utf-8` : type,
  })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
