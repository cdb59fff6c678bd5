import type { JsonLd as JsonLdData } from '../../i18n/head'

/**
 * Structured data next to the content it describes (FAQ, breadcrumb). A data block, never run:
 * "<" is escaped so translated text can't close the script element.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
