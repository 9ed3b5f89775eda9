import { useTranslation } from '../lib/use-translation';
import { telHref, whatsappHref } from '../lib/links';
import { clinicPhoneOf } from '../lib/tenant/clinic-phone';
import { useTemplate } from '../lib/tenant/get-template';
import { PhoneIcon, WhatsAppIcon } from './ui/icons';

/**
 * When no more codes may be sent for a while, the clinic's phone and WhatsApp still reach it: both offered beside
 * the refusal (`message`, the server's words: how long to wait).
 */
export function CodeLimitHelp({ message }: { message: string }) {
  const { t } = useTranslation('forms');
  const template = useTemplate().data;
  const phone = clinicPhoneOf(template);
  const link = 'inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset';
  return (
    <div role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300">
      <p className="text-sm font-medium text-amber-950">{message}</p>
      {phone && (
        <>
          <p className="mt-1 text-sm text-slate-800">{t('codeLimit.help')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a href={telHref(phone)} className={`${link} bg-white text-brand-800 ring-slate-300`}>
              <PhoneIcon className="size-4" />
              <span>
                {t('codeLimit.call')} <bdi dir="ltr">{phone.text}</bdi>
              </span>
            </a>
            <a
              href={whatsappHref(phone)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${link} bg-[#1a7f4b] text-white ring-[#1a7f4b]`}
            >
              <WhatsAppIcon className="size-4" />
              {t('codeLimit.whatsapp')}
            </a>
          </div>
        </>
      )}
    </div>
  );
}
