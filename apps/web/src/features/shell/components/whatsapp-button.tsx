import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { WhatsAppIcon } from '../../../components/ui/icons';
import { whatsappHref } from '../../../lib/links';
import { clinicPhoneOf } from '../../../lib/tenant/clinic-phone';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useLogin } from '../../../lib/use-login';
import { useKeepClear } from '../use-keep-clear';

/**
 * Shown only to a logged-in customer whose phone is known; opens a WhatsApp chat with the clinic. It never lies on
 * a field, a time or a price: it steps aside there, and the page ends with room for it.
 */
export function WhatsAppButton() {
  const { t } = useTranslation('shell');
  const login = useLogin();
  const template = useTemplate().data;
  const clinicPhone = clinicPhoneOf(template);
  const shown = login.isLoggedIn && !!login.phone && !!clinicPhone;
  const ref = useRef<HTMLAnchorElement>(null);
  const aside = useKeepClear(ref, shown);
  if (!shown || !clinicPhone) return null;
  const href = whatsappHref(clinicPhone, t('whatsapp.message'));
  return (
    <>
      <div aria-hidden="true" className="no-print h-20" />
      <a
        ref={ref}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.label')}
        className={`no-print fixed bottom-5 end-5 z-40 flex size-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg transition-opacity hover:bg-[#15693e] ${aside ? 'invisible opacity-0' : 'opacity-100'}`}
      >
        <WhatsAppIcon />
      </a>
    </>
  );
}
