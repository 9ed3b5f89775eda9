import type { TTemplateData } from '@clinic/contract/entities';
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
