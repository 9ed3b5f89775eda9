import type { forms as en } from '../en/forms';

export const forms: typeof en = {
  phone: {
    label: 'Номер телефона',
    countryLabel: 'Код страны',
    placeholder: 'Номер телефона',
    countries: { IL: 'Израиль', IN: 'Индия', US: 'США', GB: 'Великобритания', AE: 'ОАЭ' },
  },
  otp: {
    label: 'Код подтверждения',
    digit: 'Цифра {{index}} из {{count}}',
  },
  registration: {
    title: 'Завершите регистрацию',
    intro: 'Этот номер у нас впервые. Расскажите немного о себе, и мы отправим вам код.',
    phone: 'Телефон',
    name: 'Полное имя',
    age: 'Возраст',
    gender: 'Пол',
    genders: { male: 'Мужской', female: 'Женский', other: 'Другой' },
    email: 'Электронная почта',
    optional: '(необязательно)',
    submit: 'Зарегистрироваться и получить код',
    cancel: 'Отмена',
    sending: 'Отправка…',
    errors: {
      nameRequired: 'Укажите имя',
      ageRequired: 'Укажите возраст',
      ageInvalid: 'Введите правильный возраст (1–120)',
      genderRequired: 'Укажите пол',
      emailInvalid: 'Введите правильный адрес электронной почты',
    },
  },
};
