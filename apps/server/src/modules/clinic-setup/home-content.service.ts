import type { z } from 'zod';
import type { THomeContent, ZUpdateHomeContentRequest } from '@clinic/contract/staff/staff-content';
import type { Localized, TemplateContent } from '../../db/schema';
import { AppError } from '../../errors';
import { type StaffSession } from '../../lib/staff-session';
import type { TenantRow } from '../../db/tenant-row';
import type { ClinicsService } from '../tenants/clinics.service';
import { type SetupDeps, createChangeLog } from './change-log';
import { changedTexts, langOf, textsOf } from './texts';
import { assertSection } from '../../lib/staff-sections';

type HomeChange = z.output<typeof ZUpdateHomeContentRequest>;

const present = (text: Localized | undefined | null) => (text && (text.en || text.he) ? text : null);

/** The home page's content as the owner's calls answer it (and the audit log keeps it). */
export function homeContentOf(template: TemplateContent, logo: string | null): THomeContent {
  return {
    banners: template.bannerHeadings.map((title, index) => ({
      title,
      text: present(template.bannerDescriptions[index]),
      link: template.bannerLinks?.[index] ?? null,
    })),
    about_heading: present(template.aboutHeading),
    about_text: present(template.aboutDescription),
    logo,
  };
}

/** The home page's banners and about text, per language, as the clinic's owner writes them. */
export function createHomeContentService(deps: SetupDeps & { tenants: ClinicsService }) {
  const logChange = createChangeLog(deps);

  return {
    get(staff: StaffSession, tenant: TenantRow) {
      assertSection(staff, 'setup');
      return homeContentOf(tenant.template, tenant.profileImage);
    },

    /** Changes the parts sent: banners are replaced as a list; a null heading or text goes back to the site's own. */
    async update(staff: StaffSession, tenant: TenantRow, input: HomeChange) {
      assertSection(staff, 'setup');
      const lang = langOf(tenant);
      const before = tenant.template;
      const template: TemplateContent = { ...before };
      if (input.banners !== undefined) {
        template.bannerHeadings = input.banners.map((b, i) => textsOf(b.title, lang, before.bannerHeadings[i]));
        template.bannerDescriptions = input.banners.map(
          (b, i) => changedTexts(b.text ?? null, lang, before.bannerDescriptions[i] ?? null) ?? {},
        );
        template.bannerLinks = input.banners.map((b) => b.link ?? null);
      }
      const heading = changedTexts(input.about_heading, lang, before.aboutHeading ?? null);
      if (heading === null) delete template.aboutHeading;
      else if (heading !== undefined) template.aboutHeading = heading;
      const text = changedTexts(input.about_text, lang, before.aboutDescription ?? null);
      if (text === null) delete template.aboutDescription;
      else if (text !== undefined) template.aboutDescription = text;
      const after = await deps.tenants.updateSettings(tenant.id, { template });
      if (!after) throw new AppError('TENANT_NOT_FOUND');
      await logChange(staff, {
        action: 'clinic.home_changed',
        targetType: 'clinic',
        targetId: tenant.id,
        before: homeContentOf(before, tenant.profileImage),
        after: homeContentOf(after.template, after.profileImage),
      });
      return homeContentOf(after.template, after.profileImage);
    },
  };
}
export type HomeContentService = ReturnType<typeof createHomeContentService>;
