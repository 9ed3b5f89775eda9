import type { TTemplateData } from '@clinic/contract/catalog/entities';
import { jsonList } from '../../lib/catalog/list-payload';

export type Banner = { image: string | null; heading: string | null; description: string | null };

const firstText = (value: unknown): string | null => {
  const first = jsonList<unknown>(value).find((x) => typeof x === 'string' && x.trim() !== '');
  return typeof first === 'string' ? first.trim() : null;
};

/** The first banner image, heading and description of the template's JSON-encoded lists; null where absent. */
export function bannerOf(data: TTemplateData | null | undefined): Banner {
  return {
    image: firstText(data?.banner_images),
    heading: firstText(data?.banner_main_heading),
    description: firstText(data?.banner_discription),
  };
}

export const HOME_DOCTORS = 3;

export type BannerCard = { heading: string; description: string | null; link: string | null };

const textAt = (list: unknown[], index: number) => {
  const value = list[index];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
/** A link a banner may carry: a web address or a page of the site; anything else (javascript:, //host) none. */
const safeLink = (value: string | null) =>
  value && (/^https?:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)\S*$/.test(value)) ? value : null;

/** Every banner with a heading, in order, with its text and link: the first is the page's hero. */
export function bannerCardsOf(data: TTemplateData | null | undefined): BannerCard[] {
  const headings = jsonList<unknown>(data?.banner_main_heading);
  const texts = jsonList<unknown>(data?.banner_discription);
  const links = jsonList<unknown>(data?.banner_links);
  return headings.flatMap((_, index) => {
    const heading = textAt(headings, index);
    return heading ? [{ heading, description: textAt(texts, index), link: safeLink(textAt(links, index)) }] : [];
  });
}
