import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TDocumentType } from '@clinic/contract/documents/document-types';
import type { TBillingDetails } from '@clinic/contract/documents/staff-documents';
import { primaryButton } from '../../../../components/ui/button-styles';
import { TextAreaField, TextField } from '../../../../components/ui/form-fields';
import { useTranslation } from '../../../../lib/use-translation';
import { CheckboxField } from '../../core/components/settings-dialog';
import { Refusable, RefusalForm } from '../../core/components/field-refusal';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { billingDetailsQueryOptions } from '../api/get-billing-details';
import { useSaveBillingDetails } from '../api/save-billing-details';

const KINDS: TDocumentType[] = ['receipt', 'tax_invoice_receipt', 'credit_note'];
const EMPTY: TBillingDetails = {
  legal_name: '',
  business_number: '',
  address: '',
  vat_registered: false,
  vat_rate: 18,
  document_types: ['receipt'],
  number_starts: {},
  footer: '',
};

/** The owner's billing details: who issues the clinic's receipts and credit notes, VAT, numbering, footer. */
export function BillingDetails() {
  const billing = useQuery(billingDetailsQueryOptions(useStaffAuth()));
  if (!billing.data) return null;
  return (
    <BillingForm
      key={JSON.stringify(billing.data)}
      details={billing.data.data ?? EMPTY}
      started={billing.data.numbering_started}
    />
  );
}

function BillingForm({ details, started }: { details: TBillingDetails; started: TDocumentType[] }) {
  const { t } = useTranslation('setup');
  const save = useSaveBillingDetails();
  const action = useChangeFeedback(save);
  const [values, setValues] = useState(details);
  const [starts, setStarts] = useState(() =>
    Object.fromEntries(KINDS.map((kind) => [kind, String(details.number_starts[kind] ?? 1)])),
  );
  const set = (patch: Partial<TBillingDetails>) => setValues({ ...values, ...patch });
  const text = (name: 'legal_name' | 'business_number' | 'address', max: number) => (
    <Refusable name={name} id={`billing-${name}`}>
      {(aria) => (
        <TextField
          {...aria}
          id={`billing-${name}`}
          className="mt-4"
          label={t(`billing.${name}`)}
          required
          maxLength={max}
          value={values[name]}
          onChange={(event) => set({ [name]: event.target.value })}
        />
      )}
    </Refusable>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const numberStarts = Object.fromEntries(KINDS.map((kind) => [kind, Number(starts[kind]) || 1]));
    await action.run(save, { body: { ...values, number_starts: numberStarts } }, t('saved'));
  }

  return (
    <section aria-labelledby="billing-heading" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="billing-heading" className="text-lg font-semibold text-slate-900">
        {t('billing.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('billing.intro')}</p>
      <RefusalForm refusal={action.refusal} onSubmit={submit}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {text('legal_name', 200)}
          {text('business_number', 40)}
        </div>
        {text('address', 300)}
        <CheckboxField
          label={t('billing.vat_registered')}
          checked={values.vat_registered}
          onChange={(on) =>
            set({
              vat_registered: on,
              document_types: on ? ['receipt', 'tax_invoice_receipt'] : ['receipt'],
            })
          }
        />
        {values.vat_registered && (
          <TextField
            id="billing-vat-rate"
            className="mt-4"
            label={t('billing.vat_rate')}
            type="number"
            min={0}
            max={100}
            step={0.01}
            required
            value={String(values.vat_rate)}
            onChange={(event) => set({ vat_rate: Number(event.target.value) })}
          />
        )}
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-700">{t('billing.starts')}</legend>
          <div className="grid gap-x-4 sm:grid-cols-3">
            {KINDS.map((kind) => (
              <TextField
                key={kind}
                id={`billing-start-${kind}`}
                className="mt-2"
                label={t(`billing.kinds.${kind}`)}
                type="number"
                min={1}
                step={1}
                disabled={started.includes(kind)}
                value={starts[kind] ?? '1'}
                onChange={(event) => setStarts({ ...starts, [kind]: event.target.value })}
              />
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-600">{t('billing.startsHint')}</p>
        </fieldset>
        <TextAreaField
          id="billing-footer"
          className="mt-4"
          label={t('billing.footer')}
          maxLength={500}
          value={values.footer}
          onChange={(event) => set({ footer: event.target.value })}
        />
        <button type="submit" className={`${primaryButton} mt-5`} disabled={action.pending}>
          {t('save')}
        </button>
      </RefusalForm>
    </section>
  );
}
