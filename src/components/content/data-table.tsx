import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

export interface DataRow {
  id: string
  /** First cell: the row header (th scope="row"). */
  header: ReactNode
  cells: ReactNode[]
}

// A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
const scrollRegionTabIndex = 0

/**
 * An accessible data table: caption, column headers with scope="col", row headers with
 * scope="row". On narrow screens it scrolls inside a focusable region named by the caption, so
 * keyboard users can scroll it too.
 */
export function DataTable(props: {
  id: string
  caption: ReactNode
  columns: ReactNode[]
  rows: DataRow[]
}) {
  const captionId = `${props.id}-caption`
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={scrollRegionTabIndex}
      className={css({
        overflowX: 'auto',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.canvas',
      })}
    >
      <table
        id={props.id}
        className={css({
          w: 'full',
          borderCollapse: 'collapse',
          textAlign: 'left',
          fontSize: { base: 'sm', md: 'md' },
          hyphens: 'auto',
        })}
      >
        <caption
          id={captionId}
          className={css({
            textAlign: 'left',
            p: '4',
            fontWeight: '700',
            color: 'fg.default',
            captionSide: 'top',
          })}
        >
          {props.caption}
        </caption>
        <thead>
          <tr className={css({ bg: 'bg.brandSubtle' })}>
            {props.columns.map((c, i) => (
              <th
                key={i}
                scope="col"
                className={css({
                  py: '3',
                  px: { base: '2', md: '4' },
                  fontWeight: '700',
                  borderBottomWidth: '1px',
                  borderColor: 'border.default',
                })}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr
              key={r.id}
              data-row={r.id}
              className={css({
                borderBottomWidth: '1px',
                borderColor: 'border.default',
                _last: { borderBottomWidth: '0' },
              })}
            >
              <th
                scope="row"
                className={css({ py: '3', px: { base: '2', md: '4' }, fontWeight: '600' })}
              >
                {r.header}
              </th>
              {r.cells.map((c, i) => (
                <td
                  key={i}
                  className={css({
                    py: '3',
                    px: { base: '2', md: '4' },
                    fontVariantNumeric: 'tabular-nums',
                  })}
                >
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
