// Debian's chromium (apt-get install -y chromium): Playwright cannot download its own browser here.
// These flags keep it from phoning home on a machine whose network refuses such connections.
export const chromiumFlags: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
