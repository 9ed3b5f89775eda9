/** Block ends and line breaks followed by a space, so that "<p>a</p><p>b</p>" reads "a b" once the tags are gone. */
export const spaceBlocks = (html: string) => html.replace(/<\/(p|div|li|h[1-6]|ul|ol|tr)>|<br\s*\/?>/gi, '$& ');

/** A text's runs of white space as one space, trimmed. */
export const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Elements whose text is never read as the description's. */
export const UNREAD_TAGS = ['script', 'style', 'template', 'noscript'];
