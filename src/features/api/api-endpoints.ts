import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { feesForKg, KG_PER_TONNE, producerFigures } from '../../config/rates'

export type HttpMethod = 'GET' | 'POST' | 'PUT'

export interface ApiEndpoint {
  /** Anchor and React key. */
  id: string
  method: HttpMethod
  path: string
  description: MessageDescriptor
  /** Illustrative example only: the API is in development and real payloads are not published. */
  exampleResponse: string
}

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** The producer report's example: the worked example's tonnes of wood, in an approved system. */
const reportKg = producerFigures.example.tonnes * KG_PER_TONNE
const reportFee = feesForKg('wood', reportKg).withSystem

// The four endpoints the spec documents (§7). Paths are shown exactly as the spec gives them.
export const apiEndpoints: ApiEndpoint[] = [
  {
    id: 'tracking-status',
    method: 'GET',
    path: '/api/tracking/status',
    description: msg({
      id: 'api.endpoints.trackingStatus.description',
      message: 'Hämtar aktuell spårningsstatus och senast kända position för en lastbärare.',
    }),
    exampleResponse: json({
      carrierId: 'EUR-000123',
      status: 'in_transit',
      position: { lat: 59.3326, lng: 18.0649 },
      updatedAt: '2026-01-15T08:42:00Z',
    }),
  },
  {
    id: 'tracking-create',
    method: 'POST',
    path: '/api/tracking/create',
    description: msg({
      id: 'api.endpoints.trackingCreate.description',
      message: 'Skapar en ny spårningssession och returnerar ett spårnings-ID med startdata.',
    }),
    exampleResponse: json({
      trackingId: 'trk_8f2c41',
      carrierId: 'EUR-000123',
      status: 'created',
      createdAt: '2026-01-15T08:45:00Z',
    }),
  },
  {
    id: 'reports-producer',
    method: 'GET',
    path: '/api/reports/producer',
    description: msg({
      id: 'api.endpoints.reportsProducer.description',
      message: 'Hämtar producentansvarsrapporter med mängder per material och beräknade avgifter.',
    }),
    exampleResponse: json({
      period: '2026-Q1',
      materials: [{ material: 'wood', weightKg: reportKg, feeSek: reportFee }],
      totalFeeSek: reportFee,
    }),
  },
  {
    id: 'fleet-optimize',
    method: 'PUT',
    path: '/api/fleet/optimize',
    description: msg({
      id: 'api.endpoints.fleetOptimize.description',
      message: 'Räknar fram optimeringsförslag för flottan och de besparingar de kan ge.',
    }),
    exampleResponse: json({
      suggestions: [{ action: 'rebalance', from: 'depot-gbg', to: 'depot-sthlm', carriers: 120 }],
      estimatedSavingsSek: 48000,
    }),
  },
]
