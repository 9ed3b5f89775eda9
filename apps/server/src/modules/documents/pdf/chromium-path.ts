// Its own file: the start log names the path without loading the browser's library.

/**
 * Debian's Chromium package (`apt-get install chromium`), the one the machines and CI install. The server's
 * config has no browser setting; change this constant where the binary lives elsewhere.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
