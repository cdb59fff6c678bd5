// Every product, company and contact value the site shows lives here, so the real ones drop in
// without touching a component. PLACEHOLDER marks values that must be replaced before launch;
// `placeholders` below lists them for `npm run build`, which warns about each one. A visitor never
// takes a placeholder for a real value: the phone number and the postal address are shown as
// "Telefonnummer kommer" / "Adress kommer" while listed (components/content/contact-details.tsx),
// each name of the team as "Namn kommer" (features/about/team-page.tsx), the e-mail addresses are
// on the reserved example.com domain (RFC 2606), and none of the contact values enters the
// JSON-LD (i18n/head.ts).
export const site = {
  /** Working product name; titles read "<page> | Cirkla". */
  name: 'Cirkla',
  /** PLACEHOLDER: the production origin, used for canonical, hreflang, sitemap and JSON-LD. */
  origin: 'https://www.cirkla.example',
  /**
   * PLACEHOLDER phone number: `display` is shown, `tel` goes into tel: links, once it is real;
   * until then the site says the number is to follow.
   */
  phone: { display: '+46 (0)8-000 00 00', tel: '+46800000000' },
  /**
   * PLACEHOLDER e-mail addresses, shown as they are: the reserved example.com domain tells a
   * visitor it is an example (and no mail to it reaches anyone).
   */
  email: 'kontakt@example.com',
  supportEmail: 'support@example.com',
  /** PLACEHOLDER postal address: the site says the address is to follow until it is real. */
  address: {
    street: 'Exempelgatan 1',
    postalCode: '111 22',
    city: 'Stockholm',
    country: 'SE',
  },
  /** PLACEHOLDER external demo-booking calendar. */
  bookingUrl: 'https://booking.cirkla.example/demo',
  /** PLACEHOLDER login page of the separate application. */
  appLoginUrl: 'https://app.cirkla.example/login',
  /**
   * PLACEHOLDER: the company's real LinkedIn page. Null until there is one: a made-up address on
   * the real LinkedIn would send visitors to a stranger's page. When set, the contact page links
   * to it and the Organization JSON-LD lists it in `sameAs`.
   */
  linkedInUrl: null as string | null,
  /** PLACEHOLDER host of the public API shown in the API documentation. */
  apiHost: 'https://api.cirkla.example',
  /**
   * PLACEHOLDER map shown on the contact page after the visitor asks for it (an area of Stockholm,
   * captioned as an example while it or the address is a placeholder).
   */
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=18.05%2C59.32%2C18.09%2C59.34&layer=mapnik',
  /**
   * PLACEHOLDER names of the five people on the team (the spec names five and nothing more):
   * the team page says each name is to follow until the real ones replace these
   * (features/about/team-members.ts adds a title or a profile link once there is a real one).
   */
  team: ['Anna Exempel', 'Björn Exempel', 'Cecilia Exempel', 'David Exempel', 'Elin Exempel'],
} as const

/**
 * The keys of `site` that still hold a PLACEHOLDER value: `npm run build` prints a warning for
 * each (the launch checklist). Replace the value, then remove its key here.
 */
export const placeholders = [
  'origin',
  'phone',
  'email',
  'supportEmail',
  'address',
  'bookingUrl',
  'appLoginUrl',
  'linkedInUrl',
  'apiHost',
  'mapEmbedUrl',
  'team',
] as const satisfies readonly (keyof typeof site)[]

export type PlaceholderKey = (typeof placeholders)[number]

/** Whether `key` still holds a placeholder (see the top of this file for how each is shown). */
export const isPlaceholder = (key: PlaceholderKey): boolean =>
  (placeholders as readonly string[]).includes(key)
