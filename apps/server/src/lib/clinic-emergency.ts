import { clinicCountry, emergencyNumber } from '@clinic/contract/site/emergency-number';
import { phoneCountry } from './phone';
import type { TenantRow } from '../db/tenant-row';

/** The clinic's country: its phone's, else its time zone's. */
export const clinicCountryOf = (tenant: Pick<TenantRow, 'phone' | 'timeZone'>) =>
  clinicCountry(phoneCountry(tenant.phone), tenant.timeZone);

/** The ambulance number of the clinic's country (its phone's, else its time zone's): what it gets unless it sets one. */
export const clinicEmergencyNumber = (tenant: Pick<TenantRow, 'phone' | 'timeZone'>) =>
  emergencyNumber(clinicCountryOf(tenant));
