import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { CREATE_CLINIC_USAGE } from './cli/create-clinic-usage';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { tenants } from './db/schema';
import { CHROMIUM_PATH } from './modules/documents/pdf/chromium-path';
import { listensLocallyOnly, siteOriginOf } from './site-origin';

/** Once listening: the address people reach (PUBLIC_URL when set) and where the process itself listens. */
export function announceListening(log: FastifyBaseLogger, config: AppConfig, port: number, driver: string) {
  const url = siteOriginOf(config, port);
  const listen = `${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const reach = listensLocallyOnly(config.host) ? ', this machine only (HOST opens it to others)' : '';
  log.info(
    { url, listen, node: process.version },
    `clinic site at ${url} (listening on ${listen}${reach}; ${driver}, Node ${process.version})`,
  );
}

/** A site with no clinic shows nothing to anyone: its log says what comes next. */
export async function announceEmptySite(log: FastifyBaseLogger, db: Db, origin: string) {
  const [anyClinic] = await db.select({ id: tenants.id }).from(tenants).limit(1);
  if (anyClinic) return;
  log.warn(
    `no clinic yet: make the first one and its owner's account with ${CREATE_CLINIC_USAGE} ` +
      '(where the image holds no sources, as in deploy/container: npm run clinic:create -w @clinic/server -- …); ' +
      `its owner then logs in at ${origin}/KEY/staff and sets it up`,
  );
}

/** Receipts' PDFs are drawn by Chromium: a machine without it is told at start, not at a patient's first receipt. */
export function announceMissingPdfBrowser(log: FastifyBaseLogger, browserPath = CHROMIUM_PATH) {
  if (existsSync(browserPath)) return;
  log.warn(
    `payment documents' PDFs need Debian's Chromium at ${browserPath} (apt-get install chromium); ` +
      'until it is there, receipts and credit notes are issued but cannot be downloaded',
  );
}
