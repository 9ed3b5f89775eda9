import type { forms as en } from '../en/forms';

export const forms: typeof en = {
  phone: {
    label: 'מספר טלפון',
    countryLabel: 'קידומת מדינה',
    placeholder: 'מספר טלפון',
    invalid: 'זה אינו מספר טלפון של {{country}}. כדאי לבדוק אותו, או לבחור את המדינה של המספר.',
  },
  codeLimit: {
    help: 'אפשר עדיין לפנות למרפאה בטלפון או בוואטסאפ:',
    call: 'להתקשר',
    whatsapp: 'לכתוב בוואטסאפ',
  },
  otp: {
    label: 'קוד אימות',
    digit: 'ספרה {{index}} מתוך {{count}}',
  },
  registration: {
    title: 'השלמת ההרשמה',
    intro: 'המספר הזה עוד לא מוכר לנו. נשמח לכמה פרטים עליך, ומיד נשלח את הקוד.',
    phone: 'טלפון',
    name: 'שם מלא',
    age: 'גיל',
    gender: 'מגדר',
    genders: { male: 'זכר', female: 'נקבה', other: 'אחר' },
    email: 'אימייל',
    optional: '(לא חובה)',
    submit: 'הרשמה ושליחת קוד',
    cancel: 'ביטול',
    sending: 'שולחים…',
    errors: {
      nameRequired: 'יש להזין שם',
      ageRequired: 'יש להזין גיל',
      ageInvalid: 'יש להזין גיל תקין (1-120)',
      genderRequired: 'יש לבחור מגדר',
      emailInvalid: 'יש להזין כתובת אימייל תקינה',
    },
  },
};
