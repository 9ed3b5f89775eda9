import type { home as en } from '../en/home';

export const home: typeof en = {
  defaultHeading: 'Добро пожаловать в {{name}}',
  defaultHeadingNoName: 'Добро пожаловать в нашу клинику',
  defaultDescription:
    'Внимательная медицина без спешки для вас и вашей семьи. Запишитесь на приём онлайн в пару кликов.',
  findDoctor: 'Найти врача',
  bookAppointment: 'Записаться на приём',
  aboutDefaultHeading: 'О нас',
  aboutImageAlt: 'О клинике {{name}}',
  phone: 'Телефон',
  email: 'Электронная почта',
  address: 'Адрес',
  doctorsTitle: 'Наши врачи',
  doctorsSubtitle: 'Опытные специалисты, которые находят время вас выслушать.',
  doctorFallback: 'Врач',
  teamId: 'ID в команде: {{id}}',
  viewAllDoctors: 'Все врачи',
  ctaTitle: 'Готовы записаться на приём?',
  ctaText: 'Напишите или позвоните нам, и мы подберём для вас удобное время.',
  contactUs: 'Связаться с нами',
  callUs: 'Позвонить нам',
  loading: 'Загрузка…',
  failed: 'Не удалось загрузить данные. Попробуйте позже.',
  noData: 'Нет данных',
  bannerMore: 'Подробнее',
  bannersLabel: 'Объявления',
};
