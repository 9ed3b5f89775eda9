/** One way to log a line: a message, or structured context with a message. */
type LogFn = { (message: string): void; (context: object, message?: string): void };

/**
 * What services and jobs log through. The server's pino logger (Fastify's) is one; services name this type, not
 * Fastify's, so they stay free of HTTP code.
 */
export type Logger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };
