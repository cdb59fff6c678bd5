// Every product, company and contact value the site shows lives here, so the real ones drop in
// without touching a component. PLACEHOLDER marks values that must be replaced before launch;
// `placeholders` below lists them for `npm run build`, which warns about each one.
export const site = {
  /** Working product name; titles read "<page> | Cirkla". */
  name: 'Cirkla',
  /** PLACEHOLDER: the production origin, used for canonical, hreflang, sitemap and JSON-LD. */
  origin: 'https://www.cirkla.example',
  /** PLACEHOLDER phone number: `display` is shown, `tel` goes into tel: links. */
  phone: { display: '+46 (0)8-000 00 00', tel: '+46800000000' },
  /** PLACEHOLDER e-mail addresses. */
  email: 'kontakt@cirkla.example',
  supportEmail: 'support@cirkla.example',
  /** PLACEHOLDER postal address. */
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
  /** PLACEHOLDER map shown on the contact page after the visitor asks for it. */
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=18.05%2C59.32%2C18.09%2C59.34&layer=mapnik',
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
] as const satisfies readonly (keyof typeof site)[]
