import type { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The page tests' query clients. A rendered editor goes on reading after the test's last check
 * (the file list's counts read every catalogue): setup.ts waits for those reads to finish before
 * the next test, so none lands in a torn-down environment or in another test's handlers.
 */
const clients = new Set<QueryClient>()

export const trackClient = (client: QueryClient) => void clients.add(client)

export async function settleClients() {
  for (const client of clients) await waitFor(() => expect(client.isFetching()).toBe(0))
  clients.clear()
}
