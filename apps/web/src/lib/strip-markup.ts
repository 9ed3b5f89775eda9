export { stripMarkup } from './markup/plain-text';

/** The first `max` characters and an ellipsis when the text is longer. */
export function cutText(text: string, max = 100): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
