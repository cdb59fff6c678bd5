import { Trans } from '@lingui/react/macro'
import { isPlaceholder, site } from '../../config/site'

// The phone number and the postal address wherever the site shows them (footer, home, contact,
// support, legal texts): a placeholder in src/config/site.ts is shown as one, never as if it were
// the company's real number or office.

/** The phone number as a tel: link, or "Telefonnummer kommer" while it is a placeholder. */
export function PhoneLink({ className }: { className?: string }) {
  if (isPlaceholder('phone'))
    return (
      <span data-placeholder="phone">
        <Trans id="common.contact.phonePending">Telefonnummer kommer</Trans>
      </span>
    )
  return (
    <a className={className} href={`tel:${site.phone.tel}`}>
      {site.phone.display}
    </a>
  )
}

/**
 * The street and postal town, on one line ("Gatan 1, 111 22 Stockholm") or two, or "Adress
 * kommer" while the address is a placeholder.
 */
export function PostalAddress({ lines = false }: { lines?: boolean }) {
  if (isPlaceholder('address'))
    return (
      <span data-placeholder="address">
        <Trans id="common.contact.addressPending">Adress kommer</Trans>
      </span>
    )
  const { street, postalCode, city } = site.address
  return lines ? (
    <>
      {street}
      <br />
      {postalCode} {city}
    </>
  ) : (
    <>
      {street}, {postalCode} {city}
    </>
  )
}
