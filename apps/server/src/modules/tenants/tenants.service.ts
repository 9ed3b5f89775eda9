import type { TLang } from '@clinic/contract/core/common';
import type { TGetTemplateResponse } from '@clinic/contract/site/get-template';
import { AppError } from '../../errors';
import { clinicTextLanguages, pick } from '../../lib/localize';
import { dialledPhone, shownPhone } from '../../lib/phone';
import type { CatalogService } from '../catalog/catalog.service';
import { clinicCountryOf, clinicEmergencyNumber } from '../../lib/clinic-emergency';
import type { TenantRow, TenantsRepository } from './tenants.repository';

export function createTenantsService(deps: {
  tenants: TenantsRepository;
  /** The catalog's answers the clinic's template lists. */
  catalog: Pick<CatalogService, 'doctors' | 'branchNames' | 'treatments'>;
  defaultTenant: string;
  /** SUPPORT_EMAIL: the not-found page's contact outside any clinic. */
  supportEmail?: string | undefined;
  /** A demo server: every page says codes are shown and nothing sent or paid is real. */
  demo: boolean;
}) {
  const { tenants, catalog } = deps;
  return {
    async config(key: string, apiUrl: string) {
      const tenant = await tenants.findByKey(key);
      if (!tenant) throw new AppError('TENANT_NOT_FOUND');
      return {
        success: 1 as const,
        active_token: tenant.activeToken,
        active_user: tenant.key,
        api_url: apiUrl,
        ...(deps.demo ? { demo: true as const } : {}),
      };
    },

    async directory(lang: TLang) {
      const rows = await tenants.list();
      return {
        success: 1 as const,
        default_user: deps.defaultTenant,
        ...(deps.supportEmail ? { support_email: deps.supportEmail } : {}),
        ...(deps.demo ? { demo: true as const } : {}),
        users: rows.map((r) => ({ key: r.key, name: pick(r.name, clinicTextLanguages(lang, r)) ?? r.key })),
      };
    },

    async template(tenant: TenantRow, lang: TLang): Promise<TGetTemplateResponse> {
      const country = clinicCountryOf(tenant);
      const t = tenant.template;
      const contactPhone = t.contactPhone ?? tenant.phone;
      const wanted = clinicTextLanguages(lang, tenant);
      const [doctors, branches, treatments] = await Promise.all([
        catalog.doctors(tenant.id, wanted),
        catalog.branchNames(tenant.id, wanted),
        catalog.treatments(tenant.id, wanted),
      ]);
      return {
        success: 1,
        // The legacy backend sends these three as JSON-encoded lists; we keep that shape.
        template_data: {
          banner_images: JSON.stringify(t.bannerImages),
          banner_main_heading: JSON.stringify(t.bannerHeadings.map((h) => pick(h, wanted))),
          banner_discription: JSON.stringify(t.bannerDescriptions.map((d) => pick(d, wanted))),
          banner_links: JSON.stringify(t.bannerHeadings.map((_, index) => t.bannerLinks?.[index] ?? null)),
          aboutus_main_heading: pick(t.aboutHeading, wanted),
          aboutus_discription: pick(t.aboutDescription, wanted),
          aboutus_image: t.aboutImage ?? null,
          contactus_phone: shownPhone(contactPhone, country),
          contactus_phone_e164: dialledPhone(contactPhone, country),
          contactus_email: t.contactEmail ?? tenant.email,
          contactus_address: pick(t.contactAddress, wanted) ?? pick(tenant.address, wanted),
        },
        user_template: {
          name: pick(tenant.name, wanted) ?? tenant.key,
          email: tenant.email,
          phone: shownPhone(tenant.phone, country),
          phone_e164: dialledPhone(tenant.phone, country),
          address: pick(tenant.address, wanted),
          user_id: tenant.id,
          owner_id: tenant.ownerId,
          doctor_template_id: tenant.doctorTemplateId,
          profile_image: tenant.profileImage,
          lang: tenant.lang,
          time_zone: tenant.timeZone,
          languages: tenant.languages,
          booking_window_days: tenant.bookingWindowDays,
          min_notice_minutes: tenant.minNoticeMinutes,
          emergency_number: tenant.emergencyNumber ?? clinicEmergencyNumber(tenant),
          currency: tenant.currency,
          ...(country ? { country } : {}),
        },
        doctor: doctors,
        branch: branches,
        appointment_type: treatments,
      };
    },
  };
}
export type TenantsService = ReturnType<typeof createTenantsService>;
