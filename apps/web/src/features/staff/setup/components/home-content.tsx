import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { THomeContent } from '@clinic/contract/staff/staff-content';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { homeContentQueryOptions } from '../api/get-home-content';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useUpdateHomeContent } from '../api/update-home-content';
import { PictureField } from './picture-field';
import { SettingsDialog } from '../../core/components/settings-dialog';
import { type Texts, TextsFields, textsInput, textsOf } from './texts-fields';
import { useStaffAuth } from '../../core/api/staff-auth';
import { TextField, TextAreaField } from '../../../../components/ui/form-fields';

type BannerRow = { title: Texts; text: Texts; link: string };
const MAX_BANNERS = 5;
const optional = (texts: Texts) => (Object.keys(textsInput(texts)).length ? textsInput(texts) : null);

/** The patient site's home page as the owner sets it: the logo, the banners and the about text. */
export function HomeContentSection() {
  const auth = useStaffAuth();
  const { t } = useTranslation('setup');
  const content = useQuery(homeContentQueryOptions(auth)).data;
  const [editing, setEditing] = useState(false);
  if (!content) return null;
  return (
    <section aria-labelledby="home-content-heading" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-content-heading" className="text-lg font-semibold text-slate-900">
          {t('home.heading')}
        </h2>
        <button type="button" className={primaryButton} onClick={() => setEditing(true)}>
          {t('home.edit')}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('home.summary', { count: content.banners.length })}</p>
      <PictureField
        key={content.logo ?? 'none'}
        target={{ name: 'staffUploadClinicLogo' }}
        label={t('picture.logo')}
        current={content.logo}
      />
      {editing && <HomeContentForm content={content} onClose={() => setEditing(false)} />}
    </section>
  );
}

function HomeContentForm({ content, onClose }: { content: THomeContent; onClose: () => void }) {
  const { t } = useTranslation('setup');
  const updateHomeContent = useUpdateHomeContent();
  const action = useChangeFeedback(updateHomeContent);
  const [banners, setBanners] = useState<BannerRow[]>(
    content.banners.map((b) => ({ title: textsOf(b.title), text: textsOf(b.text), link: b.link ?? '' })),
  );
  const [heading, setHeading] = useState(textsOf(content.about_heading));
  const [about, setAbout] = useState(textsOf(content.about_text));
  const change = (index: number, row: Partial<BannerRow>) =>
    setBanners(banners.map((b, i) => (i === index ? { ...b, ...row } : b)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      banners: banners.map((b) => ({
        title: textsInput(b.title),
        text: optional(b.text),
        link: b.link.trim() || null,
      })),
      about_heading: optional(heading),
      about_text: optional(about),
    };
    if (await action.run(updateHomeContent, { body }, t('saved'))) onClose();
  }

  return (
    <SettingsDialog
      title={t('home.heading')}
      onSubmit={submit}
      onClose={onClose}
      pending={action.pending}
      refusal={action.refusal}
    >
      {banners.map((banner, index) => (
        <fieldset key={index} className="mt-4 rounded-lg p-3 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {t('home.banner', { number: index + 1 })}
          </legend>
          <TextsFields
            id={`banner-${index}-title`}
            label={t('home.bannerTitle')}
            value={banner.title}
            onChange={(title) => change(index, { title })}
            required
          />
          <TextsFields
            id={`banner-${index}-text`}
            label={t('home.bannerText')}
            value={banner.text}
            onChange={(text) => change(index, { text })}
          />
          <TextField
            id={`banner-${index}-link`}
            className="mt-4"
            label={t('home.bannerLink')}
            dir="ltr"
            value={banner.link}
            placeholder="https://… /treatments"
            onChange={(e) => change(index, { link: e.target.value })}
          />
          <button
            type="button"
            className={`${smallButton} mt-3`}
            onClick={() => setBanners(banners.filter((_, i) => i !== index))}
          >
            {t('home.removeBanner', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      {banners.length < MAX_BANNERS && (
        <button
          type="button"
          className={`${smallButton} mt-4`}
          onClick={() => setBanners([...banners, { title: textsOf(null), text: textsOf(null), link: '' }])}
        >
          {t('home.addBanner')}
        </button>
      )}
      <TextsFields id="about-heading" label={t('home.aboutHeading')} value={heading} onChange={setHeading} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {(['en', 'he'] as const).map((lang) => (
          <TextAreaField
            key={lang}
            id={`about-text-${lang}`}
            className="mt-4"
            label={t('inLanguage', { label: t('home.aboutText'), language: t(`languages.${lang}`) })}
            dir={lang === 'he' ? 'rtl' : 'ltr'}
            lang={lang}
            rows={5}
            maxLength={5000}
            value={about[lang]}
            onChange={(e) => setAbout({ ...about, [lang]: e.target.value })}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">{t('home.aboutHint')}</p>
    </SettingsDialog>
  );
}
