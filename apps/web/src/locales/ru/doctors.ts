import type { doctors as en } from '../en/doctors';

export const doctors: typeof en = {
  title: 'Наши врачи',
  subtitle: 'Познакомьтесь с врачами и специалистами, которые заботятся о вас в наших клиниках.',
  loading: 'Загружаем врачей…',
  empty: 'Врачи не найдены',
  failed: 'Не удалось загрузить список врачей. Попробуйте позже.',
  invalidData: 'Сервер прислал некорректные данные',
  doctorFallback: 'Врач',
  teamId: 'ID в команде: {{id}}',
  viewProfile: 'Профиль',
  viewProfileLabel: 'Профиль: {{name}}',
  detail: {
    back: 'Назад к врачам',
    loading: 'Загружаем данные врача…',
    failed: 'Не удалось загрузить информацию о враче. Попробуйте позже.',
    notFound: 'Врач не найден.',
    specialty: 'Специальность',
    about: 'О враче',
    experience: 'Опыт работы',
    experienceYears: '{{count, years}}',
    education: 'Образование',
    clinics: 'Где принимает',
    noClinics: 'Сейчас этот врач не ведёт приём ни в одном филиале.',
  },
};
