/** What the embed tells the page that frames it; embed.js (served by the server) reads exactly these. */
export type ParentMessage =
  | { type: 'clinic:height'; height: number }
  | {
      type: 'clinic:booked';
      appointment: {
        id: string;
        /** The visit's day and times in the clinic's time zone, and its start as an instant. */
        date: string;
        start_time: string;
        end_time: string;
        time_zone: string;
        starts_at: string;
        treatment: string;
        branch: string;
      };
    };

/** The origins the clinic lets frame this page, as the server put them into it. */
export function listedOrigins(doc: Document = document): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById('embed-origins')?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

const originOfUrl = (url: string | null | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The origin of the page that frames this one, when the clinic lists it; else null, and nothing is sent. The
 * browser's own word (location.ancestorOrigins) decides where it has one; elsewhere the `origin` that embed.js
 * put into the address, or the referrer. A wrong guess is harmless: postMessage drops a message whose target
 * origin is not the parent's.
 */
export function parentOrigin(
  listed: readonly string[],
  where: {
    framed: boolean;
    ancestorOrigins: ArrayLike<string> | undefined;
    search: string;
    referrer: string;
  },
): string | null {
  if (!where.framed || listed.length === 0) return null;
  const allowed = (origin: string | undefined) => (origin && listed.includes(origin) ? origin : null);
  if (where.ancestorOrigins && where.ancestorOrigins.length > 0) return allowed(where.ancestorOrigins[0]);
  return allowed(originOfUrl(new URLSearchParams(where.search).get('origin'))) ?? allowed(originOfUrl(where.referrer));
}

/** Sends a message to the framing page, to its origin only (never '*'); outside a listed frame it does nothing. */
export function tellParent(message: ParentMessage) {
  const origin = parentOrigin(listedOrigins(), {
    framed: window.parent !== window,
    ancestorOrigins: window.location.ancestorOrigins,
    search: window.location.search,
    referrer: document.referrer,
  });
  if (origin) window.parent.postMessage(message, origin);
}
