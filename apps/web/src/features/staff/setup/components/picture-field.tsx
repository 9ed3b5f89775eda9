import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@clinic/contract/staff/staff-content';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { type PictureTarget, useUploadPicture } from '../api/upload-picture';
import { FormError } from '../../core/components/form-error';
import { fieldLabelClass } from '../../../../components/ui/form-fields';

/**
 * A picture of the clinic (its logo) or of a doctor: the current one shown, a new one uploaded as soon as it is
 * chosen (the server checks, resizes and stores it) and shown in its place.
 */
export function PictureField({
  target,
  label,
  current,
}: {
  target: PictureTarget;
  label: string;
  current: string | null | undefined;
}) {
  const { t } = useTranslation('setup');
  const id = useId();
  const upload = useUploadPicture();
  const action = useChangeFeedback(upload);
  const [shown, setShown] = useState(current ?? null);
  const [refusal, setRefusal] = useState<string>();

  async function choose(file: File | undefined) {
    setRefusal(undefined);
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setRefusal(t('picture.wrongType'));
    if (file.size > IMAGE_MAX_BYTES) return setRefusal(t('picture.tooLarge'));
    const answer = await action.run(upload, { target, file }, t('picture.saved'));
    if (answer) setShown(answer.image);
  }

  return (
    <div className="mt-4 flex items-center gap-4">
      {shown ? (
        <img
          src={shown}
          alt={t('picture.preview', { label })}
          className="size-20 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
        />
      ) : (
        <div className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-xs text-slate-600">
          {t('picture.none')}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={fieldLabelClass}>
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          disabled={action.pending}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('picture.hint')}
        </p>
        <FormError message={refusal ?? action.error} />
      </div>
    </div>
  );
}
