import { useTranslation } from '../../../lib/use-translation';
import { WhatsAppIcon } from '../../../components/ui/icons';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useLogin } from '../../../lib/use-login';

/** Shown only to a logged-in customer whose phone is known; opens a WhatsApp chat with the clinic. */
export function WhatsAppButton() {
  const { t } = useTranslation('shell');
  const login = useLogin();
  const template = useTemplate().data;
  const clinicPhone = (template?.template_data?.contactus_phone ?? template?.user_template.phone ?? '').replace(
    /\D/g,
    '',
  );
  if (!login.isLoggedIn || !login.phone || !clinicPhone) return null;
  const href = `https://wa.me/${clinicPhone}?text=${encodeURIComponent(t('whatsapp.message'))}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      className="no-print fixed bottom-5 end-5 z-40 flex size-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg hover:bg-[#15693e]"
    >
      <WhatsAppIcon />
    </a>
  );
}
