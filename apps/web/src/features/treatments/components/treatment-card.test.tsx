import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { common } from '../../../locales/en/common';
import { treatments } from '../../../locales/en/treatments';
import { toTreatment } from '../../../lib/catalog/treatment';
import { renderWithTemplate } from '../../../test/render-with-template';
import { TreatmentCard } from './treatment-card';

const TREATMENT = toTreatment({ id: 10, name: 'Cleaning', price: '120', time: 30, branch: ['38'], images: [] });
const card = <TreatmentCard treatment={TREATMENT} branch={null} busy={false} onBook={() => {}} />;

afterEach(() => vi.unstubAllGlobals());

describe("a treatment card's price", () => {
  it('is written in the currency the clinic set, badge and facts alike', async () => {
    renderWithTemplate({ currency: 'EUR' }, { common, treatments }, card);
    expect(await screen.findAllByText('€120')).toHaveLength(2);
    expect(screen.queryByText('₪120')).toBeNull();
  });

  it('is in shekels when the server does not say', async () => {
    renderWithTemplate({}, { common, treatments }, card);
    expect(await screen.findAllByText('₪120')).toHaveLength(2);
  });

  it('of a treatment with an online deposit is its whole price, with what is paid online and at the clinic', async () => {
    const deposit = toTreatment({
      id: 8,
      name: 'Assessment',
      price: '250',
      force_pay: '1',
      minForcePaymentPrice: '100',
      time: 60,
      branch: ['38'],
      images: [],
    });
    const depositCard = <TreatmentCard treatment={deposit} branch={null} busy={false} onBook={() => {}} />;
    renderWithTemplate({}, { common, treatments }, depositCard);
    expect(await screen.findAllByText('₪250')).toHaveLength(2);
    expect(screen.getByText('₪100 online when booking')).toBeTruthy();
    expect(screen.getByText('₪150 at the clinic')).toBeTruthy();
  });
});
