export const chromiumFlags: string[]
