/** Class names joined, the missing ones left out. */
export const cx = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ')
