import type { Plugin } from 'vite'

export type StaticAnswer = { redirect: string } | { file: string; status: 200 | 404 }
export function staticAnswer(rawPath: string, exists: (file: string) => boolean): StaticAnswer
export function staticHostPreview(): Plugin
