import type { TDoctor, TTemplateData } from '@clinic/contract/entities';
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

/** Doctors the site shows: status "1" only. */
export const activeDoctors = <T extends Pick<TDoctor, 'status'>>(doctors: readonly T[] | null | undefined) =>
  (doctors ?? []).filter((d) => String(d.status) === '1');

/** The doctor's name, or null so the screen can say 'Doctor' and the team id. */
export const doctorName = (d: Pick<TDoctor, 'doctor_name' | 'display_name'>) =>
  d.doctor_name?.trim() || d.display_name?.trim() || null;

export const teamId = (d: Pick<TDoctor, 'id' | 'team_member_id'>) => String(d.team_member_id ?? d.id);
