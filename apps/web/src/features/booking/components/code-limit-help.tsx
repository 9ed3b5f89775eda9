import { useTranslation } from '../../../lib/use-translation';
import { formatPhone } from '@clinic/contract/identity/phone-format';
import { PhoneIcon, WhatsAppIcon } from '../../../components/ui/icons';
import { telHref } from '../../../lib/links';
import { useTemplate } from '../../../lib/tenant/get-template';

/** When no more codes may be sent for a while, the clinic's phone and WhatsApp still book the visit. */
export function CodeLimitHelp() {
  const { t } = useTranslation('booking');
  const template = useTemplate().data;
  const phone = template?.template_data?.contactus_phone || template?.user_template.phone;
  if (!phone) return null;
  const link = 'inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset';
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{t('phone.limitHelp')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={telHref(phone)} className={`${link} bg-white text-brand-800 ring-slate-300`}>
          <PhoneIcon className="size-4" />
          <span>
            {t('phone.call')} <bdi dir="ltr">{formatPhone(phone)}</bdi>
          </span>
        </a>
        <a
          href={`https://wa.me/${phone.replace(/\D/g, '')}`}
          target="_blank"
          rel="noopener noreferrer"
          className={`${link} bg-[#1a7f4b] text-white ring-[#1a7f4b]`}
        >
          <WhatsAppIcon className="size-4" />
          {t('phone.whatsapp')}
        </a>
      </div>
    </div>
  );
}
