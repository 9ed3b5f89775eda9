import type { common as en } from '../en/common';

export const common: typeof en = {
  loading: 'Загрузка…',
  tryAgain: 'Попробовать снова',
  close: 'Закрыть',
  back: 'Назад',
  comingSoon: 'Эта страница ещё в разработке. Загляните чуть позже.',
  doctorFallbackName: 'Врач {{id}}',
  demo: {
    name: 'Демосайт',
    banner: 'Демосайт: коды входа показываются на странице, а сообщения WhatsApp и платежи ненастоящие.',
    code: 'Демо: ваш код',
  },
  pagination: { previous: 'Назад', next: 'Далее', page: 'Страница {{page}}', status: 'Страница {{page}} из {{count}}' },
  documents: { receipt: 'Квитанция', tax_invoice_receipt: 'Налоговый счёт-квитанция', credit_note: 'Кредит-нота' },
};
