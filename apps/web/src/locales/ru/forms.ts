import type { forms as en } from '../en/forms';

export const forms: typeof en = {
  phone: {
    label: 'Номер телефона',
    countryLabel: 'Код страны',
    placeholder: 'Номер телефона',
    invalid: 'Это не номер телефона страны «{{country}}». Проверьте его или выберите страну своего номера.',
  },
  codeLimit: {
    help: 'Связаться с клиникой можно по телефону или в WhatsApp:',
    call: 'Позвонить',
    whatsapp: 'Написать в WhatsApp',
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
