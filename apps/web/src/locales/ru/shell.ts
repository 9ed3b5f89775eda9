import type { shell as en } from '../en/shell';

export const shell: typeof en = {
  skipToContent: 'Перейти к основному содержанию',
  nav: {
    label: 'Главное меню',
    home: 'Главная',
    doctors: 'Врачи',
    treatments: 'Услуги',
    clinics: 'Клиники',
    contact: 'Контакты',
    myAppointments: 'Мои записи',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
  },
  language: { menu: 'язык' },
  login: 'Войти',
  logout: 'Выйти',
  homeLink: '{{name}}: главная страница',
  footer: {
    quickLinks: 'Быстрые ссылки',
    contactInfo: 'Контактная информация',
    emergency: 'Экстренная помощь',
    emergencyText:
      'При неотложном состоянии немедленно звоните {{number}} или обратитесь в ближайшее приёмное отделение.',
    emergencyCall: 'Позвонить по номеру {{number}}',
    copyright: '© {{year}} {{name}}. Все права защищены.',
  },
  whatsapp: { label: 'Напишите нам в WhatsApp', message: 'Здравствуйте, мне нужна помощь!' },
  notFound: {
    title: 'Пользователь не найден',
    code: '404',
    description: 'Клиника, которую вы ищете, не существует или больше недоступна.',
    goDefault: 'Перейти в {{name}}',
    goBack: 'Назад',
    contactSupport: 'Связаться с поддержкой',
    available: 'Доступные клиники',
  },
  errors: {
    config: 'Неверный пользователь или настройки не найдены',
  },
};
