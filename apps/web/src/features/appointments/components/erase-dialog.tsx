import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DemoCode } from '../../../components/demo-notes';
import { OTP_LENGTH, OtpInput, emptyOtp } from '../../../components/otp-input';
import { FormActions, FormError } from '../../../components/ui/form-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/errors/failure-text';
import { useConfirmErasureCode } from '../api/confirm-erasure-code';
import { useEraseMe } from '../api/erase-me';
import { useSendErasureCode } from '../api/send-erasure-code';

type Step = 'explain' | 'code' | 'confirm';

/**
 * Erasing one's data, in three steps: what goes and what the clinic must keep; a fresh code by WhatsApp; the final
 * yes (the server accepts it for a few minutes after the code).
 */
export function EraseDialog({ onClose, onErased }: { onClose: () => void; onErased: () => void }) {
  const { t } = useTranslation('appointments');
  const [step, setStep] = useState<Step>('explain');
  const [otp, setOtp] = useState(emptyOtp);
  const send = useSendErasureCode();
  const confirm = useConfirmErasureCode();
  const erase = useEraseMe();
  const busy = send.isPending || confirm.isPending || erase.isPending;
  const failure = [send, confirm, erase].find((m) => m.isError)?.error;

  const sendCode = () => {
    confirm.reset();
    send.mutate(undefined, { onSuccess: () => setStep('code') });
  };
  const checkCode = () => {
    const code = otp.join('');
    if (code.length !== OTP_LENGTH) return;
    confirm.mutate(code, { onSuccess: () => setStep('confirm') });
  };
  const eraseNow = () =>
    erase.mutate(undefined, {
      onSuccess: onErased,
      // Too long after the code: start again from a new code (the error says so).
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ERASURE_CODE_REQUIRED') setStep('explain');
      },
    });

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('myData.eraseTitle')}
      role="alertdialog"
    >
      {step === 'explain' && (
        <div className="space-y-3 text-slate-700">
          <p>{t('myData.erasedList')}</p>
          <p>{t('myData.keptList')}</p>
          <p className="font-semibold text-slate-900">{t('myData.cannotUndo')}</p>
        </div>
      )}
      {step === 'code' && (
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            checkCode();
          }}
          className="space-y-4"
        >
          <p className="text-slate-700">{t('myData.codeSent')}</p>
          <DemoCode code={send.data?.demo_code} />
          <OtpInput value={otp} onChange={setOtp} isDisabled={busy} isInvalid={confirm.isError} autoFocus />
          <button type="button" className="text-sm font-semibold text-brand-800 underline" onClick={sendCode}>
            {t('myData.sendAgain')}
          </button>
        </form>
      )}
      {step === 'confirm' && <p className="font-semibold text-slate-900">{t('myData.lastChance')}</p>}
      <div className="mt-3">
        <FormError message={failure ? failureMessage(failure, t('myData.eraseFailed')) : null} />
      </div>
      <FormActions
        placement="end"
        back={{ label: t('myData.keep'), onClick: onClose, disabled: busy }}
        action={
          step === 'explain'
            ? { label: t('myData.sendCode'), onClick: sendCode, disabled: busy }
            : step === 'code'
              ? { label: t('myData.checkCode'), onClick: checkCode, disabled: busy }
              : { label: t('myData.eraseNow'), onClick: eraseNow, disabled: busy }
        }
      />
    </ModalDialog>
  );
}
