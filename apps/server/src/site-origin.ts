import type { AppConfig } from './config';

/** Every interface (0.0.0.0, ::) is reached from this machine as localhost; any other host by its own name. */
const reachableName = (host: string) =>
  ['', '0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/**
 * The site's origin for links no request may choose (invitations, messages the jobs send) and for the start log:
 * PUBLIC_URL, else where this machine reaches the server. Never a request's Host, which its sender can forge.
 */
export const siteOriginOf = (config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>, port = config.port) =>
  config.publicUrl ?? `http://${reachableName(config.host)}:${port}`;

/** Whether the server answers this machine only. */
export const listensLocallyOnly = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);
