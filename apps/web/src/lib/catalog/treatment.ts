import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTreatment } from '@clinic/contract/catalog/entities';
import type { ApiTarget } from '../api-client';
import { callApi, callPath } from '../call-api';
import { siteKeys } from '../query-keys';
import { useTenant } from '../tenant/tenant-context';
import { initialAnswer, pageLoadedAt } from '../tenant/page-data';
import { InvalidDataError, jsonList } from './list-payload';

/** A treatment as the screens use it: ids as strings, lists decoded, duration defaulted. */
export type Treatment = Omit<TTreatment, 'id' | 'branch' | 'images' | 'time' | 'doctors'> & {
  id: string;
  branch: string[];
  /** The doctors who give it; empty: any doctor of the branch. */
  doctors: string[];
  images: string[];
  time: number;
};

/** Minutes a treatment lasts; 5 when the backend gives none (spec section 3). */
export function durationOf(time: unknown): number {
  const n = Number(time);
  return time !== null && time !== undefined && time !== '' && Number.isFinite(n) && n > 0 ? n : 5;
}

export const toTreatment = (raw: TTreatment): Treatment => ({
  ...raw,
  id: String(raw.id),
  branch: jsonList<string | number>(raw.branch).map(String),
  doctors: jsonList<string | number>(raw.doctors ?? []).map(String),
  images: jsonList<string>(raw.images).filter((s) => typeof s === 'string' && s !== ''),
  time: durationOf(raw.time),
});

const readTreatment = (answer: unknown) => {
  const data = (answer as { data?: TTreatment } | null)?.data;
  if (!data || typeof data !== 'object') throw new InvalidDataError();
  return toTreatment(data);
};

// Shared by the treatment detail page and the booking screen: one cached answer per treatment.
export const getTreatment = async (target: ApiTarget, id: string) =>
  toTreatment((await callApi(target, 'getTreatment', { params: { id } })).data);

export const treatmentQueryOptions = (key: string, target: ApiTarget, id: string) =>
  queryOptions({
    queryKey: siteKeys.treatment(key, target.lang, id),
    queryFn: () => getTreatment(target, id),
    initialData: () => initialAnswer(callPath('getTreatment', { id }), key, target.lang, readTreatment),
    initialDataUpdatedAt: pageLoadedAt,
  });

export function useTreatment(id: string) {
  const { key, target } = useTenant();
  return useQuery(treatmentQueryOptions(key, target, id));
}
